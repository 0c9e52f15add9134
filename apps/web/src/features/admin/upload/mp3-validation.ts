/** SPEC 5/9: admin MP3s at most 10 MB, and never more than the max-upload setting. */
export const ADMIN_MP3_MAX_MB = 10;
const MB = 1024 * 1024;

/** SPEC 8 texts; the server checks the bytes too and answers with the same words. */
export const ADMIN_UPLOAD_MESSAGES = {
  noFile: 'Please select a file to upload',
  notMp3: 'Only MP3 files are accepted',
  tooBig: (mb: number) => `File size exceeds ${mb}MB limit`,
  empty: 'The selected file is empty',
  noTitle: 'Please enter a title for the song',
} as const;

/** The limit in force: 10 MB, or the admin's lower max-upload setting (from /api/config). */
export const adminUploadLimitMb = (configMaxMb: number | undefined) =>
  Math.max(1, Math.min(ADMIN_MP3_MAX_MB, configMaxMb ?? ADMIN_MP3_MAX_MB));

/** audio/mpeg is the MP3 type (some systems say audio/mp3); an unlabelled file is judged by its name. */
export function isMp3(file: Pick<File, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  if (type === 'audio/mpeg' || type === 'audio/mp3') return true;
  return (type === '' || type === 'application/octet-stream') && /\.mp3$/i.test(file.name);
}

/** The first problem with the chosen file, or null when it may be sent. */
export function validateMp3(
  file: Pick<File, 'name' | 'type' | 'size'> | null | undefined,
  maxMb: number,
): string | null {
  if (!file) return ADMIN_UPLOAD_MESSAGES.noFile;
  if (!isMp3(file)) return ADMIN_UPLOAD_MESSAGES.notMp3;
  if (file.size === 0) return ADMIN_UPLOAD_MESSAGES.empty;
  if (file.size > maxMb * MB) return ADMIN_UPLOAD_MESSAGES.tooBig(maxMb);
  return null;
}
