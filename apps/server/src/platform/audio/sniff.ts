export type AudioKind = { ext: 'mp3' | 'wav' | 'flac' | 'ogg'; mime: string };

/** Recognises audio by its first bytes; the file name and the browser's type are never trusted. */
export function sniffAudio(head: Buffer): AudioKind | null {
  if (head.length < 4) return null;
  const ascii = (a: number, b: number) => head.toString('latin1', a, b);
  if (ascii(0, 3) === 'ID3') return { ext: 'mp3', mime: 'audio/mpeg' };
  if (isMpegFrameHeader(head, 0)) return { ext: 'mp3', mime: 'audio/mpeg' };
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return { ext: 'wav', mime: 'audio/wav' };
  if (ascii(0, 4) === 'fLaC') return { ext: 'flac', mime: 'audio/flac' };
  if (ascii(0, 4) === 'OggS') return { ext: 'ogg', mime: 'audio/ogg' };
  return null;
}

/** An MPEG audio frame header: 11 sync bits, a valid version, layer, bitrate and sample rate. */
export function isMpegFrameHeader(b: Buffer, i: number): boolean {
  if (i + 4 > b.length) return false;
  if (b[i] !== 0xff || (b[i + 1]! & 0xe0) !== 0xe0) return false;
  const version = (b[i + 1]! >> 3) & 0x03;
  const layer = (b[i + 1]! >> 1) & 0x03;
  const bitrate = (b[i + 2]! >> 4) & 0x0f;
  const rate = (b[i + 2]! >> 2) & 0x03;
  return version !== 1 && layer !== 0 && bitrate !== 0x0f && bitrate !== 0 && rate !== 3;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL_OR_SEPARATOR = /[\u0000-\u001f\u007f/\\]/;

/** Upload file names are shown back to people, so separators and control characters are refused. */
export function badFilename(name: string): string | null {
  if (!name) return null;
  if (CONTROL_OR_SEPARATOR.test(name) || name === '.' || name === '..') {
    return 'The file name contains characters that are not allowed (path separators or control characters)';
  }
  if (name.length > 255) return 'The file name is too long';
  return null;
}
