// Render + encode a sung 2-minute song per style and report speed as multiples of real time,
// each stage's share of the render, and the voice's figures measured with the project's own
// pitch tracker: the share of voiced 20 ms frames within 50 cents of the sung note (goal >= 85%)
// and when each word's first vowel reaches its note (goal: within 50 ms). Runs generateSong's own
// path: lyrics → lexicon (flite letter-to-sound, a child process) → compose → the voice on a
// worker thread (flite child, resynthesis, vocal EQ/compression) while the main thread renders the
// instruments → vocal mix → plan the master → master chunk by chunk into LAME.
// CPU is counted per thread (/proc/thread-self): the main thread is the "one core" of the goal
// (a 2-minute song renders and encodes at >= 20x real time); the voice thread and the flite
// children run on the second core when one is free.
// Usage: npm run bench:generator [-- pop rock ...] [--length 120] [--in-thread]
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { composeSong, normaliseInput, planSong, scorePitch, trackPitch, writeLyrics } from '@serenade/generator';
import type { SungNote } from '@serenade/generator';
import { buildLexicon, encodeMastered, mixAndPlan } from '../packages/generator/src/pipeline';
import { threadCpuSeconds } from '../packages/generator/src/thread-cpu';
import { chooseVoice } from '../packages/generator/src/voice/index';

const args = process.argv.slice(2);
const lengthAt = args.indexOf('--length');
const LENGTH = lengthAt >= 0 ? Number(args[lengthAt + 1]) : 120;
const named = args.filter((a, i) => !a.startsWith('--') && (lengthAt < 0 || i !== lengthAt + 1));
const inThread = args.includes('--in-thread');
const styles = named.length > 0 ? named : ['pop', 'rock', 'jazz'];

/** CPU seconds of this process's finished children (the flite processes), from /proc. */
function childCpu(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

/** When each word's first vowel reaches its note (where the pitch changes): YIN at 5 ms steps from just before the note. */
function vowelArrivals(voice: Float32Array, sr: number, notes: SungNote[]): number[] {
  const errs: number[] = [];
  for (let i = 0; i < notes.length; i++) {
    const n = notes[i];
    if (!n.wordStart || n.duration < 0.15) continue;
    // the pitch marks the note's start only where it changes: skip a note sung at the pitch the voice already
    // holds (the previous note ends less than 0.3 s before, within a semitone)
    const prev = notes[i - 1];
    if (prev && n.start - (prev.start + prev.duration) < 0.3 && Math.abs(prev.pitch - n.pitch) < 1) continue;
    const a = Math.max(0, Math.floor((n.start - 0.1) * sr));
    const b = Math.min(voice.length, Math.floor((n.start + 0.3) * sr));
    for (const f of trackPitch(voice.subarray(a, b), sr, 0.005)) {
      const cents = Math.abs(1200 * Math.log2(f.hz / (440 * Math.pow(2, (n.pitch - 69) / 12))));
      if (f.voiced && cents <= 50) {
        errs.push(a / sr + f.time - n.start);
        break;
      }
    }
  }
  return errs;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const median = (xs: number[]) => [...xs].sort((p, q) => p - q)[Math.floor(xs.length / 2)] ?? NaN;

for (const style of styles) {
  const input = normaliseInput({
    prompt: 'for my sister Maya who turns 30 and loves surfing in Galway',
    styles: [style],
    seed: `bench-${style}`,
    lengthSeconds: LENGTH,
  });
  const c0 = threadCpuSeconds();
  const p0 = process.cpuUsage();
  const k0 = childCpu();
  const t0 = performance.now();
  const plan = planSong(input);
  const written = writeLyrics(input, plan.shape);
  const t1 = performance.now();
  const c1 = threadCpuSeconds();
  const p1 = process.cpuUsage();
  const { lexicon } = await buildLexicon(undefined, written.lyrics);
  const t2 = performance.now();
  const c2 = threadCpuSeconds();
  const score = composeSong(plan, written.lyrics, lexicon);
  const t3 = performance.now();
  const c3 = threadCpuSeconds();
  const sex = chooseVoice('auto', input.style, input.seed);
  const rendered = await mixAndPlan(score, { sex, seed: input.seed, inThread });
  const t4 = performance.now();
  const c4 = threadCpuSeconds();
  const mp3 = await encodeMastered(rendered);
  const t5 = performance.now();
  const c5 = threadCpuSeconds();
  const pu = process.cpuUsage(p0);
  const cpuProcess = (pu.user + pu.system) / 1e6;
  const cpuChildren = childCpu() - k0;
  const audioSeconds = rendered.mix.left.length / rendered.mix.sampleRate;
  const tm = rendered.times;
  const tc = rendered.cpu;
  const vt = rendered.voice?.times;
  const onWorker = rendered.voice?.thread === 'worker';
  // [stage, wall seconds, CPU seconds of the thread that ran it]
  const stages: [string, number, number][] = [
    ['lyrics', (t1 - t0) / 1000, c1 - c0],
    ['letter-to-sound', (t2 - t1) / 1000, c2 - c1],
    ['compose', (t3 - t2) / 1000, c3 - c2],
    ['instruments', tm.instruments, tc.instruments],
    ['wait for the voice', tm.voiceWait, tc.voiceWait],
    ['vocal mix', tm.vocalMix, tc.vocalMix],
    ['glue+plan master', tm.finish, tc.finish],
    ['master+encode', (t5 - t4) / 1000, c5 - c4],
  ];
  // the render and encode of the audio: everything after the lyrics are written
  const wallRender = (t5 - t1) / 1000;
  const cpuMainRender = c5 - c1;
  const cpuVoice = onWorker && vt ? vt.cpu : 0;
  // the same span counted for the whole process less the voice thread: the main thread plus V8's
  // own helper threads (garbage collection, compilation), which would share the one core too
  const pr = process.cpuUsage(p1);
  const cpuOneCore = (pr.user + pr.system) / 1e6 - cpuVoice;
  const cpuAll = stages.reduce((a, s) => a + s[2], 0) + cpuVoice + cpuChildren;
  console.log(
    `${style.padEnd(10)} ${sex} voice (${rendered.voice?.engine}, sung on the ${onWorker ? 'voice worker thread' : 'main thread'}) | audio ${audioSeconds.toFixed(1)} s | ${rendered.plan.loudnessLUFS.toFixed(2)} LUFS ${rendered.plan.truePeakDBTP.toFixed(2)} dBTP | mp3 ${(mp3.length / 1e6).toFixed(2)} MB`,
  );
  console.log(
    `  speed, render+encode (after the lyrics): process CPU less the voice thread ${cpuOneCore.toFixed(2)} s = ${(audioSeconds / cpuOneCore).toFixed(1)}x real time on one core (goal >= 20x; main thread alone ${cpuMainRender.toFixed(2)} s = ${(audioSeconds / cpuMainRender).toFixed(1)}x)` +
      ` | second core: voice thread ${cpuVoice.toFixed(2)} s + flite children ${cpuChildren.toFixed(2)} s | wall ${wallRender.toFixed(2)} s = ${(audioSeconds / wallRender).toFixed(1)}x (load average ${loadavg()[0].toFixed(1)})` +
      ` | everything incl. lyrics, all threads and children: ${(cpuProcess + cpuChildren).toFixed(2)} s CPU = ${(audioSeconds / (cpuProcess + cpuChildren)).toFixed(1)}x`,
  );
  console.log(
    `  stages (wall s, share of all CPU): ${stages.map(([k, w, c]) => `${k} ${w.toFixed(2)} s (${pct(c / cpuAll)})`).join(', ')}` +
      (onWorker && vt
        ? ` | second core: voice thread ${vt.speechWait.toFixed(2)} s waiting for flite, ${vt.sing.toFixed(2)} s singing, ${vt.shape.toFixed(2)} s vocal EQ (${pct(cpuVoice / cpuAll)}), flite children (${pct(cpuChildren / cpuAll)})`
        : ` | flite children (${pct(cpuChildren / cpuAll)})`),
  );
  if (rendered.voice) {
    const { take, notes } = rendered.voice;
    const frames = trackPitch(take.lead, rendered.mix.sampleRate);
    const all = scorePitch(frames, notes, 0, 0);
    const inner = scorePitch(frames, notes, 0, 0.06);
    const arrivals = vowelArrivals(take.lead, rendered.mix.sampleRate, notes);
    const share = (f: (e: number) => boolean) => arrivals.filter(f).length / Math.max(1, arrivals.length);
    const within = share((e) => Math.abs(e) <= 0.05);
    // early: at the note's pitch before the note (a sonorant onset or the same pitch held from the previous note)
    const early = share((e) => e < -0.05);
    const late = share((e) => e > 0.05);
    console.log(
      `  voice: ${pct(all.within50)} of ${all.voiced} voiced 20 ms frames in notes within 50 cents (goal >= 85%; ${pct(inner.within50)} away from the note edges), median ${all.medianCents.toFixed(1)} cents` +
        ` | word vowels on their notes: ${pct(within)} of ${arrivals.length} within 50 ms (${pct(early)} earlier, ${pct(late)} later), median ${(median(arrivals) * 1000).toFixed(0)} ms`,
    );
  }
}
// the kernel's high-water mark: catches peaks inside synchronous stages that polling would miss
console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
