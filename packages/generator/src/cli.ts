// Command-line front end: the only place (with the bench) that touches the filesystem.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { GeneratorInputError, generateSong } from './index';
import type { TimedLine } from './types';

function lrcTime(seconds: number): string {
  const cs = Math.round(seconds * 100);
  const m = Math.floor(cs / 6000);
  const s = Math.floor((cs % 6000) / 100);
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(cs % 100).padStart(2, '0')}`;
}

export function toLrc(title: string, lines: TimedLine[]): string {
  return (
    [`[ti:${title.replace(/[\r\n\]]/g, ' ')}]`, ...lines.map((l) => `[${lrcTime(l.time)}]${l.text}`)].join('\n') + '\n'
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      title: { type: 'string' },
      prompt: { type: 'string' },
      event: { type: 'string' },
      style: { type: 'string', multiple: true },
      mood: { type: 'string', multiple: true },
      tag: { type: 'string', multiple: true },
      seed: { type: 'string' },
      length: { type: 'string' },
      out: { type: 'string', default: 'song.mp3' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || !values.prompt) {
    console.log(
      'usage: npm run generate -- --prompt "..." [--title ..] [--style pop] [--event ..] [--mood ..] [--seed ..] [--length 120] --out song.mp3',
    );
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const started = performance.now();
  const out = resolve(values.out ?? 'song.mp3');
  const song = await generateSong({
    title: values.title,
    prompt: values.prompt,
    event: values.event,
    styles: values.style,
    mood: values.mood,
    tags: values.tag,
    seed: values.seed ?? `cli-${values.prompt}`,
    lengthSeconds: values.length !== undefined ? Number(values.length) : undefined,
  });
  const base = out.replace(/\.mp3$/i, '');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, song.mp3);
  writeFileSync(`${base}.lrc`, toLrc(song.title, song.timedLyrics));
  writeFileSync(`${base}.svg`, song.cover.data);
  const m = song.meta;
  console.log(`title     ${song.title}`);
  console.log(`style     ${m.style}  key ${m.key} ${m.mode}  tempo ${m.tempo} bpm`);
  console.log(
    `duration  ${song.durationSeconds.toFixed(2)} s  loudness ${m.loudnessLUFS} LUFS  true peak ${m.truePeakDBTP} dBTP`,
  );
  console.log(`structure ${m.structure.join(' > ')}`);
  console.log(`wrote     ${out}, ${base}.lrc, ${base}.svg in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((err: unknown) => {
  if (err instanceof GeneratorInputError) console.error(`invalid ${err.field}: ${err.message}`);
  else console.error(err);
  process.exitCode = 1;
});
