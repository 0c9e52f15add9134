// Command-line front end: the only place (with the bench) that touches the filesystem.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { GeneratorInputError, generateSong } from './index';
import { toLrc } from './encode/lrc';

export { toLrc };

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
      for: { type: 'string' },
      relationship: { type: 'string' },
      from: { type: 'string' },
      voice: { type: 'string' },
      stems: { type: 'boolean' },
      out: { type: 'string', default: 'song.mp3' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || !values.prompt) {
    console.log(
      'usage: npm run generate -- --prompt "..." [--title ..] [--style pop] [--event ..] [--mood ..] [--seed ..] [--length 120] [--for "Mum and Dad"] [--relationship parents] [--from "your kids"] [--voice female|male|auto] [--stems] --out song.mp3',
    );
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const voice = values.voice ?? 'auto';
  if (voice !== 'female' && voice !== 'male' && voice !== 'auto') {
    console.error(`invalid voice: --voice must be female, male or auto (got "${voice}")`);
    process.exitCode = 1;
    return;
  }
  const started = performance.now();
  const out = resolve(values.out ?? 'song.mp3');
  const song = await generateSong(
    {
      title: values.title,
      prompt: values.prompt,
      event: values.event,
      styles: values.style,
      mood: values.mood,
      tags: values.tag,
      seed: values.seed ?? `cli-${values.prompt}`,
      lengthSeconds: values.length !== undefined ? Number(values.length) : undefined,
      voice,
      recipient: values.for,
      relationship: values.relationship,
      from: values.from,
    },
    { stems: values.stems === true },
  );
  const base = out.replace(/\.mp3$/i, '');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, song.mp3);
  writeFileSync(`${base}.lrc`, toLrc(song.title, song.timedLyrics));
  writeFileSync(`${base}.svg`, song.cover.data);
  const written = [out, `${base}.lrc`, `${base}.svg`];
  if (song.stems) {
    writeFileSync(`${base}.voice.wav`, song.stems.voiceWav);
    writeFileSync(`${base}.notes.json`, JSON.stringify(song.stems.notes, null, 1));
    written.push(`${base}.voice.wav`, `${base}.notes.json`);
  }
  const m = song.meta;
  console.log(`title     ${song.title}`);
  console.log(`style     ${m.style}  key ${m.key} ${m.mode}  tempo ${m.tempo} bpm`);
  console.log(
    `duration  ${song.durationSeconds.toFixed(2)} s  loudness ${m.loudnessLUFS} LUFS  true peak ${m.truePeakDBTP} dBTP`,
  );
  console.log(`structure ${m.structure.join(' > ')}`);
  console.log(`voice     ${m.voice ?? 'none'}`);
  console.log(`for       ${song.story.recipient.sung || '(no name)'} (sung to as "${song.story.address.you}")`);
  for (const h of song.history) console.log(`history   ${h}`);
  console.log(`wrote     ${written.join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((err: unknown) => {
  if (err instanceof GeneratorInputError) console.error(`invalid ${err.field}: ${err.message}`);
  else console.error(err);
  process.exitCode = 1;
});
