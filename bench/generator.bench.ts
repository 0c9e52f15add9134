// Render + encode a 150 s song and report speed as multiples of real time, plus peak RSS.
// Runs generateSong's own path (mix → plan the master → master chunk by chunk into LAME); the
// mastering done while encoding is timed separately and counted as synthesis.
import { composeSong, normaliseInput, planSong, writeLyrics } from '@serenade/generator';
import { encodeMastered, masteredSource, mixAndPlan } from '../packages/generator/src/pipeline';

const LENGTH = 150;
const styles = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['pop', 'electronic', 'jazz'];
const cpuSeconds = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1e6;

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
  const rendered = await mixAndPlan(score);
  const t2 = performance.now();
  const c2 = process.cpuUsage(c0);
  // time spent producing mastered chunks (limiter) inside the encode loop
  let masterWall = 0;
  let masterCpu = 0;
  const source = masteredSource(rendered);
  const mp3 = await encodeMastered(rendered, (l, r) => {
    const s = performance.now();
    const c = process.cpuUsage();
    const got = source(l, r);
    masterCpu += cpuSeconds(process.cpuUsage(c));
    masterWall += (performance.now() - s) / 1000;
    return got;
  });
  const t3 = performance.now();
  const c3 = process.cpuUsage(c0);
  // CPU time of this thread's work; wall time suffers when other jobs share the 2 cores
  const cpuSynth = cpuSeconds(c2) + masterCpu;
  const cpuEnc = cpuSeconds(c3) - cpuSynth;
  const audioSeconds = rendered.mix.left.length / rendered.mix.sampleRate;
  const synth = (t2 - t0) / 1000 + masterWall;
  const enc = (t3 - t2) / 1000 - masterWall;
  const x = (s: number) => `${(audioSeconds / s).toFixed(1)}x`;
  console.log(
    `${style.padEnd(11)} audio ${audioSeconds.toFixed(1)} s | compose ${((t1 - t0) / 1000).toFixed(2)} s, mix+plan ${((t2 - t1) / 1000).toFixed(2)} s, master ${masterWall.toFixed(2)} s` +
      ` | synthesis ${synth.toFixed(2)} s = ${x(synth)} real time | encoding ${enc.toFixed(2)} s = ${x(enc)} | total ${(synth + enc).toFixed(2)} s = ${x(synth + enc)}` +
      ` | CPU time: synthesis ${x(cpuSynth)}, encoding ${x(cpuEnc)}, total ${x(cpuSynth + cpuEnc)}` +
      ` | ${rendered.plan.loudnessLUFS.toFixed(2)} LUFS ${rendered.plan.truePeakDBTP.toFixed(2)} dBTP | mp3 ${(mp3.length / 1e6).toFixed(2)} MB`,
  );
}
// the kernel's high-water mark: catches peaks inside synchronous stages that polling would miss
console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
