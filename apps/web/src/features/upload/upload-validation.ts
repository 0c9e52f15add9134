import { USER_UPLOAD_MAX_MB } from '@serenade/contract';

const MB = 1024 * 1024;

/** The one sentence about what may be uploaded, with the limit in force (the maxUploadSizeMB setting). */
export function uploadLimitText(maxMb: number): string {
  return `MP3, WAV, OGG or FLAC, up to ${maxMb} MB.`;
}

/** SPEC 8 texts; the server answers with the same words and stays the authority. */
export const UPLOAD_MESSAGES = {
  noFile: 'Please select a file to upload',
  notAudio: 'Only audio files are accepted (MP3, WAV, etc.)',
  tooBig: `File size exceeds ${USER_UPLOAD_MAX_MB}MB limit`,
  tooBigFor: (mb: number) => `File size exceeds ${mb}MB limit`,
  empty: 'The selected file is empty',
  noTitle: 'Please enter a title for the song',
} as const;

/** Extensions browsers often report without (or with a generic) MIME type. */
// The server takes MP3, WAV, FLAC and Ogg (Vorbis or Opus), checked by their bytes.
const AUDIO_EXTENSIONS = ['mp3', 'wav', 'wave', 'ogg', 'oga', 'opus', 'flac'];

/** What the file picker offers; the server checks the bytes either way. */
export const AUDIO_ACCEPT = ['audio/*', ...AUDIO_EXTENSIONS.map((ext) => `.${ext}`)].join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAudioFile(file: Pick<File, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  if (type.startsWith('audio/')) return true;
  // Some systems label audio as video/ogg, application/ogg or octet-stream: trust a known extension then.
  const generic = type === '' || type === 'application/octet-stream' || type.endsWith('/ogg') || type === 'video/webm';
  return generic && AUDIO_EXTENSIONS.includes(extensionOf(file.name));
}

/** The first problem with the chosen file, or null when it may be sent; `maxMb` is the limit from /api/config. */
export function validateUploadFile(
  file: Pick<File, 'name' | 'type' | 'size'> | null | undefined,
  maxMb: number = USER_UPLOAD_MAX_MB,
): string | null {
  if (!file) return UPLOAD_MESSAGES.noFile;
  if (!isAudioFile(file)) return UPLOAD_MESSAGES.notAudio;
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  if (file.size > maxMb * MB) return UPLOAD_MESSAGES.tooBigFor(maxMb);
  return null;
}

/** "Song Title.mp3" → "Song Title": a helpful default for the title field. */
export function titleFromFileName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '');
  return base.replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200);
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** SPEC 8: 'Upload failed: {reason}.' without doubling a full stop the reason already has. */
export function uploadFailedMessage(reason: string): string {
  const trimmed = reason.trim().replace(/[.!]+$/, '');
  return `Upload failed: ${trimmed || 'something went wrong'}.`;
}
