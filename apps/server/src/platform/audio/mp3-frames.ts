import { open } from 'node:fs/promises';

const BITRATES: Record<string, number[]> = {
  '1-1': [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '1-2': [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-3': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2-1': [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  '2-2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  '2-3': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** Length in bytes of the MPEG audio frame whose header starts at b[i], or 0 if it is not one. */
export function mpegFrameLength(b: Buffer, i: number): number {
  if (b[i] !== 0xff || (b[i + 1]! & 0xe0) !== 0xe0) return 0;
  const version = (b[i + 1]! >> 3) & 3; // 3: MPEG1, 2: MPEG2, 0: MPEG2.5
  const layerBits = (b[i + 1]! >> 1) & 3;
  if (version === 1 || layerBits === 0) return 0;
  const layer = 4 - layerBits;
  const bitrate = BITRATES[`${version === 3 ? 1 : 2}-${layer}`]![(b[i + 2]! >> 4) & 0x0f];
  const rate = RATES[version]![(b[i + 2]! >> 2) & 3];
  if (!bitrate || !rate) return 0;
  const pad = (b[i + 2]! >> 1) & 1;
  if (layer === 1) return (Math.floor((12 * bitrate * 1000) / rate) + pad) * 4;
  const factor = layer === 3 && version !== 3 ? 72 : 144;
  return Math.floor((factor * bitrate * 1000) / rate) + pad;
}

/**
 * Walks the MPEG frames of a file. A file whose last frame runs past its end was cut off in transfer;
 * one that is mostly not frames is damaged. Trailing ID3v1/APE/Lyrics tags are allowed.
 */
export async function checkMp3Frames(
  file: string,
): Promise<{ ok: true; frames: number } | { ok: false; reason: string }> {
  const fh = await open(file, 'r');
  try {
    const size = (await fh.stat()).size;
    const chunk = Buffer.alloc(1024 * 1024);
    let base = 0;
    let len = 0;
    const ensure = async (pos: number, need: number) => {
      if (pos >= base && pos + need <= base + len) return true;
      base = pos;
      len = (await fh.read(chunk, 0, chunk.length, pos)).bytesRead;
      return len >= need;
    };
    let pos = 0;
    if ((await ensure(0, 10)) && chunk.toString('latin1', 0, 3) === 'ID3') {
      const tagSize =
        ((chunk[6]! & 0x7f) << 21) | ((chunk[7]! & 0x7f) << 14) | ((chunk[8]! & 0x7f) << 7) | (chunk[9]! & 0x7f);
      pos = 10 + tagSize + (chunk[5]! & 0x10 ? 10 : 0);
    }
    let frames = 0;
    let junk = 0;
    while (pos < size) {
      if (!(await ensure(pos, Math.min(8, size - pos)))) break;
      const rel = pos - base;
      const rest = chunk.toString('latin1', rel, rel + Math.min(8, len - rel));
      if (rest.startsWith('TAG') || rest.startsWith('APETAGEX') || rest.startsWith('LYRICS')) break;
      const frameLen = size - pos >= 4 ? mpegFrameLength(chunk, rel) : 0;
      if (frameLen === 0) {
        junk += 1;
        pos += 1;
        continue;
      }
      if (pos + frameLen > size)
        return { ok: false, reason: 'The audio file is incomplete (its last frame is cut off)' };
      frames += 1;
      pos += frameLen;
    }
    if (frames === 0) return { ok: false, reason: 'No playable audio was found in the file' };
    if (junk > size * 0.1) return { ok: false, reason: 'The audio file is damaged' };
    return { ok: true, frames };
  } finally {
    await fh.close();
  }
}
