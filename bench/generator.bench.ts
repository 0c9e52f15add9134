// Render + encode a 150 s song and report speed as multiples of real time, plus peak RSS.
import { composeSong, encodeMp3, mixdown, masterTo, normaliseInput, planSong, writeLyrics } from '@serenade/generator';

const LENGTH = 150;
const styles = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['pop', 'electronic', 'jazz'];
let peakRss = process.memoryUsage().rss;
const sampleRss = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};
const timer = setInterval(sampleRss, 20);

for (const style of styles) {
  const input = normaliseInput({
    prompt: 'for my sister Maya who turns 30 and loves surfing',
    styles: [style],
    seed: `bench-${style}`,
    lengthSeconds: LENGTH,
  });
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const plan = planSong(input);
  const lyrics = writeLyrics(input, plan.shape);
  const score = composeSong(plan, lyrics.lyrics);
  const t1 = performance.now();
  const mixed = mixdown(score);
  sampleRss();
  const t2 = performance.now();
  const mastered = masterTo(mixed);
  sampleRss();
  const t3 = performance.now();
  const c3 = process.cpuUsage(c0);
  const mp3 = await encodeMp3(mastered);
  sampleRss();
  const t4 = performance.now();
  const c4 = process.cpuUsage(c0);
  // CPU time of this thread's work; wall time suffers when other jobs share the 2 cores
  const cpuSynth = (c3.user + c3.system) / 1e6;
  const cpuEnc = (c4.user + c4.system) / 1e6 - cpuSynth;
  const audioSeconds = mastered.left.length / mastered.sampleRate;
  const synth = (t3 - t0) / 1000;
  const enc = (t4 - t3) / 1000;
  const x = (s: number) => `${(audioSeconds / s).toFixed(1)}x`;
  console.log(
    `${style.padEnd(11)} audio ${audioSeconds.toFixed(1)} s | compose ${((t1 - t0) / 1000).toFixed(2)} s, mix ${((t2 - t1) / 1000).toFixed(2)} s, master ${((t3 - t2) / 1000).toFixed(2)} s` +
      ` | synthesis ${synth.toFixed(2)} s = ${x(synth)} real time | encoding ${enc.toFixed(2)} s = ${x(enc)} | total ${(synth + enc).toFixed(2)} s = ${x(synth + enc)}` +
      ` | CPU time: synthesis ${x(cpuSynth)}, encoding ${x(cpuEnc)}, total ${x(cpuSynth + cpuEnc)}` +
      ` | ${mastered.loudnessLUFS.toFixed(2)} LUFS ${mastered.truePeakDBTP.toFixed(2)} dBTP | mp3 ${(mp3.length / 1e6).toFixed(2)} MB`,
  );
}
clearInterval(timer);
sampleRss();
console.log(`peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
