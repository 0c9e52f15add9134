import { createMp3Encoder } from 'wasm-media-encoders';
import type { StereoPcm } from '../types';

export const MP3_BITRATE = 192;
/** Samples per channel handed to LAME per call: whole MP3 frames, few JS/wasm crossings. */
export const MP3_CHUNK = 1152 * 64;

type Mp3Encoder = Awaited<ReturnType<typeof createMp3Encoder>>;
let shared: Promise<Mp3Encoder> | undefined;

/**
 * One encoder instance for the whole process: instantiating decodes and compiles the wasm
 * module again, and a reused instance keeps V8's optimised code for it. `configure` resets
 * LAME completely, and an encode runs from configure to finalize without yielding, so
 * concurrent songs never interleave on it.
 */
function sharedEncoder(): Promise<Mp3Encoder> {
  shared ??= createMp3Encoder().catch((err: unknown) => {
    shared = undefined;
    throw err;
  });
  return shared;
}

/** Fills outL/outR from index 0 with the next samples and returns how many (0 at the end). */
export type PcmSource = (outL: Float32Array, outR: Float32Array) => number;

/** LAME (WebAssembly) constant-bitrate 192 kbps stereo MP3. */
export async function encodeMp3(pcm: StereoPcm, bitrate = MP3_BITRATE): Promise<Uint8Array> {
  let pos = 0;
  const n = pcm.left.length;
  return encodeChunks(pcm.sampleRate, bitrate, (push) => {
    for (; pos < n; pos += MP3_CHUNK) {
      const end = Math.min(n, pos + MP3_CHUNK);
      push(pcm.left.subarray(pos, end), pcm.right.subarray(pos, end));
    }
  });
}

/** Encodes audio pulled from `source` one chunk at a time (nothing song-sized is needed). */
export async function encodeMp3Stream(
  sampleRate: number,
  source: PcmSource,
  bitrate = MP3_BITRATE,
): Promise<Uint8Array> {
  const l = new Float32Array(MP3_CHUNK);
  const r = new Float32Array(MP3_CHUNK);
  return encodeChunks(sampleRate, bitrate, (push) => {
    for (let got = source(l, r); got > 0; got = source(l, r)) {
      push(got === MP3_CHUNK ? l : l.subarray(0, got), got === MP3_CHUNK ? r : r.subarray(0, got));
    }
  });
}

async function encodeChunks(
  sampleRate: number,
  bitrate: number,
  feed: (push: (l: Float32Array, r: Float32Array) => void) => void,
): Promise<Uint8Array> {
  const encoder = await sharedEncoder();
  // from here to finalize() nothing yields, so no other song can touch the shared encoder
  encoder.configure({ sampleRate, channels: 2, bitrate: bitrate as 192 });
  const parts: Uint8Array[] = [];
  let total = 0;
  const keep = (view: Uint8Array) => {
    // the encoder hands out views into its own memory, valid only until the next call
    if (view.length === 0) return;
    parts.push(view.slice());
    total += view.length;
  };
  feed((l, r) => keep(encoder.encode([l, r])));
  keep(encoder.finalize());
  const out = new Uint8Array(total);
  let p = 0;
  for (const part of parts) {
    out.set(part, p);
    p += part.length;
  }
  return out;
}

const BITRATES_V1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 0];
const RATES_V1 = [44100, 48000, 32000, 0];

export type Mp3Info = { frames: number; sampleRate: number; durationSeconds: number; hasXingTag: boolean };

/**
 * Walks MPEG-1 Layer III frame headers. The playable length a decoder reports is whole
 * frames of 1152 samples (LAME pads the end and adds encoder delay), so this is what the
 * song's durationSeconds should say.
 */
export function mp3Info(bytes: Uint8Array): Mp3Info {
  let i = 0;
  if (bytes.length > 10 && bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) {
    const size = ((bytes[6] & 0x7f) << 21) | ((bytes[7] & 0x7f) << 14) | ((bytes[8] & 0x7f) << 7) | (bytes[9] & 0x7f);
    i = 10 + size;
  }
  let frames = 0;
  let sampleRate = 44100;
  let hasXingTag = false;
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff || (bytes[i + 1] & 0xfe) !== 0xfa) {
      i++;
      continue;
    }
    const bitrate = BITRATES_V1_L3[bytes[i + 2] >> 4];
    const rate = RATES_V1[(bytes[i + 2] >> 2) & 3];
    if (bitrate === 0 || rate === 0) {
      i++;
      continue;
    }
    const padding = (bytes[i + 2] >> 1) & 1;
    const len = Math.floor((144000 * bitrate) / rate) + padding;
    if (frames === 0) {
      const tag = String.fromCharCode(...bytes.subarray(i + 36, i + 40));
      hasXingTag = tag === 'Xing' || tag === 'Info';
    }
    sampleRate = rate;
    frames++;
    i += len;
  }
  const audioFrames = hasXingTag ? frames - 1 : frames;
  return { frames: audioFrames, sampleRate, durationSeconds: (audioFrames * 1152) / sampleRate, hasXingTag };
}
