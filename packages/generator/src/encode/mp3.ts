import { createMp3Encoder } from 'wasm-media-encoders';
import type { StereoPcm } from '../types';

export const MP3_BITRATE = 192;
const CHUNK = 1152 * 32;

/** LAME (WebAssembly) constant-bitrate 192 kbps stereo MP3. */
export async function encodeMp3(pcm: StereoPcm, bitrate = MP3_BITRATE): Promise<Uint8Array> {
  const encoder = await createMp3Encoder();
  encoder.configure({ sampleRate: pcm.sampleRate, channels: 2, bitrate: bitrate as 192 });
  const parts: Uint8Array[] = [];
  let total = 0;
  const keep = (view: Uint8Array) => {
    // the encoder hands out views into its own memory, valid only until the next call
    if (view.length === 0) return;
    parts.push(view.slice());
    total += view.length;
  };
  for (let off = 0; off < pcm.left.length; off += CHUNK) {
    const end = Math.min(pcm.left.length, off + CHUNK);
    keep(encoder.encode([pcm.left.subarray(off, end), pcm.right.subarray(off, end)]));
  }
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
