import { open } from 'node:fs/promises';
import { parseFile } from 'music-metadata';
import { MPEGDecoder } from 'mpg123-decoder';
import { checkMp3Frames } from './mp3-frames';
import type { AudioKind } from './sniff';

export const PEAK_COUNT = 1000;

export type AudioAnalysis = {
  durationSeconds: number;
  title?: string | undefined;
  artist?: string | undefined;
  /** Normalised 0..1 maxima, PEAK_COUNT of them, or null when the format is not decoded here. */
  peaks: number[] | null;
};

export class DamagedAudioError extends Error {}

/** Collects the loudest sample per block as audio streams by, then folds the blocks into PEAK_COUNT buckets. */
class PeakCollector {
  private blocks: number[] = [];
  private current = 0;
  private inBlock = 0;
  frames = 0;
  constructor(private readonly blockSize: number) {}

  add(channels: Float32Array[], length: number): void {
    for (let i = 0; i < length; i++) {
      let v = 0;
      for (const ch of channels) {
        const a = Math.abs(ch[i]!);
        if (a > v) v = a;
      }
      if (v > this.current) this.current = v;
      if (++this.inBlock === this.blockSize) {
        this.blocks.push(this.current);
        this.current = 0;
        this.inBlock = 0;
      }
    }
    this.frames += length;
  }

  finish(): number[] {
    if (this.inBlock > 0) this.blocks.push(this.current);
    const out = new Array<number>(PEAK_COUNT).fill(0);
    if (this.blocks.length === 0) return out;
    for (let b = 0; b < this.blocks.length; b++) {
      const slot = Math.min(PEAK_COUNT - 1, Math.floor((b / this.blocks.length) * PEAK_COUNT));
      if (this.blocks[b]! > out[slot]!) out[slot] = this.blocks[b]!;
    }
    // Fewer blocks than buckets (very short audio): fill gaps from the left neighbour.
    for (let i = 1; i < PEAK_COUNT; i++) if (out[i] === 0) out[i] = out[i - 1]!;
    const max = Math.max(...out) || 1;
    return out.map((v) => Math.round((v / max) * 1000) / 1000);
  }
}

/** Decodes MP3 chunks as they come, keeping only the running peaks in memory. */
async function decodeMp3Chunks(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<{ seconds: number; peaks: number[] }> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const peaks = new PeakCollector(512);
  let sampleRate = 0;
  try {
    for await (const chunk of chunks) {
      const res = decoder.decode(chunk);
      if (res.samplesDecoded > 0) {
        sampleRate = res.sampleRate;
        peaks.add(res.channelData, res.samplesDecoded);
      }
    }
  } finally {
    decoder.free();
  }
  return { seconds: sampleRate ? peaks.frames / sampleRate : 0, peaks: peaks.finish() };
}

async function* fileChunks(file: string): AsyncGenerator<Uint8Array> {
  const fh = await open(file, 'r');
  try {
    const chunk = Buffer.alloc(16 * 1024);
    for (;;) {
      const { bytesRead } = await fh.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) return;
      yield chunk.subarray(0, bytesRead);
    }
  } finally {
    await fh.close();
  }
}

const decodeMp3 = (file: string) => decodeMp3Chunks(fileChunks(file));

function* bufferChunks(buf: Uint8Array): Generator<Uint8Array> {
  for (let i = 0; i < buf.length; i += 16 * 1024) yield buf.subarray(i, i + 16 * 1024);
}

/** Waveform peaks of MP3 bytes already in memory (generated songs). */
export const mp3PeaksFromBytes = (bytes: Uint8Array) => decodeMp3Chunks(bufferChunks(bytes));

async function decodeWav(file: string): Promise<{ seconds: number; peaks: number[] }> {
  const fh = await open(file, 'r');
  try {
    const head = Buffer.alloc(64 * 1024);
    const { bytesRead } = await fh.read(head, 0, head.length, 0);
    let pos = 12;
    let fmt: { format: number; channels: number; rate: number; bits: number } | null = null;
    let dataStart = -1;
    let dataSize = 0;
    while (pos + 8 <= bytesRead) {
      const id = head.toString('latin1', pos, pos + 4);
      const size = head.readUInt32LE(pos + 4);
      if (id === 'fmt ') {
        fmt = {
          format: head.readUInt16LE(pos + 8),
          channels: head.readUInt16LE(pos + 10),
          rate: head.readUInt32LE(pos + 12),
          bits: head.readUInt16LE(pos + 22),
        };
      } else if (id === 'data') {
        dataStart = pos + 8;
        dataSize = size;
        break;
      }
      pos += 8 + size + (size % 2);
    }
    if (!fmt || dataStart < 0 || fmt.channels < 1 || fmt.rate < 1)
      throw new DamagedAudioError('WAV header is incomplete');
    const { format, channels, rate, bits } = fmt;
    const bytesPer = bits / 8;
    const isFloat = format === 3 && bits === 32;
    if (!(format === 1 || format === 0xfffe || isFloat) || ![8, 16, 24, 32].includes(bits)) {
      throw new DamagedAudioError('Unsupported WAV encoding');
    }
    const frameBytes = bytesPer * channels;
    const available = (await fh.stat()).size - dataStart;
    const total = Math.min(dataSize || available, available);
    const peaks = new PeakCollector(512);
    const framesPerChunk = 8192;
    const buf = Buffer.alloc(framesPerChunk * frameBytes);
    const chans = Array.from({ length: channels }, () => new Float32Array(framesPerChunk));
    for (let offset = 0; offset + frameBytes <= total;) {
      const want = Math.min(buf.length, total - offset);
      const { bytesRead: n } = await fh.read(buf, 0, want - (want % frameBytes), dataStart + offset);
      if (n === 0) break;
      const frames = Math.floor(n / frameBytes);
      for (let f = 0; f < frames; f++) {
        for (let c = 0; c < channels; c++) {
          const at = f * frameBytes + c * bytesPer;
          let v: number;
          if (isFloat) v = buf.readFloatLE(at);
          else if (bits === 8) v = (buf[at]! - 128) / 128;
          else if (bits === 16) v = buf.readInt16LE(at) / 32768;
          else if (bits === 24) v = buf.readIntLE(at, 3) / 8388608;
          else v = buf.readInt32LE(at) / 2147483648;
          chans[c]![f] = v;
        }
      }
      peaks.add(chans, frames);
      offset += frames * frameBytes;
    }
    return { seconds: peaks.frames / rate, peaks: peaks.finish() };
  } finally {
    await fh.close();
  }
}

/**
 * Reads tags and duration, and for MP3 and WAV decodes the whole file: the decoded length is the truth
 * (a truncated file whose header promises more is refused) and gives the waveform peaks.
 */
export async function analyseAudio(file: string, kind: AudioKind): Promise<AudioAnalysis> {
  let meta;
  try {
    meta = await parseFile(file, { duration: kind.ext !== 'mp3' });
  } catch (err) {
    throw new DamagedAudioError(`Unreadable audio: ${err instanceof Error ? err.message : String(err)}`);
  }
  const declared = meta.format.duration;
  const tags = { title: meta.common.title, artist: meta.common.artist };
  if (kind.ext === 'mp3') {
    const frames = await checkMp3Frames(file);
    if (!frames.ok) throw new DamagedAudioError(frames.reason);
  }
  if (kind.ext === 'mp3' || kind.ext === 'wav') {
    const decoded = kind.ext === 'mp3' ? await decodeMp3(file) : await decodeWav(file);
    if (decoded.seconds < 0.5) throw new DamagedAudioError('No playable audio was found in the file');
    if (declared && declared > 0 && decoded.seconds < declared * 0.9 - 1) {
      throw new DamagedAudioError('The audio file is incomplete');
    }
    return { durationSeconds: decoded.seconds, peaks: decoded.peaks, ...tags };
  }
  if (!declared || declared < 0.5) throw new DamagedAudioError('No playable audio was found in the file');
  return { durationSeconds: declared, peaks: null, ...tags };
}
