import { FEEDBACK_ATTACHMENT_MAX_BYTES, FEEDBACK_ATTACHMENT_MAX_FILES, FEEDBACK_CATEGORIES } from '@serenade/contract';

export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, string> = {
  bug_report: 'Bug report',
  feature_request: 'Feature request',
  general_feedback: 'General feedback',
  song_request: 'Song request',
  account_issue: 'Account issue',
  payment_issue: 'Payment issue',
  other: 'Other',
};

export function isFeedbackCategory(value: string | null | undefined): value is FeedbackCategory {
  return (FEEDBACK_CATEGORIES as readonly string[]).includes(value ?? '');
}

const MAX_MB = FEEDBACK_ATTACHMENT_MAX_BYTES / (1024 * 1024);

export const ATTACHMENT_MESSAGES = {
  tooMany: `You can attach at most ${FEEDBACK_ATTACHMENT_MAX_FILES} files`,
  wrongType: 'Attachments must be images, PDFs or audio files',
  tooBig: `Each attachment must be at most ${MAX_MB} MB`,
  empty: 'This file is empty',
} as const;

export const ATTACHMENT_ACCEPT = 'image/*,application/pdf,.pdf,audio/*';

const EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf', 'mp3', 'wav', 'ogg', 'oga', 'flac', 'm4a', 'aac'];

function isAllowedType(file: Pick<File, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  if (type.startsWith('image/') || type.startsWith('audio/') || type === 'application/pdf') return true;
  if (type && type !== 'application/octet-stream') return false;
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  return EXTENSIONS.includes(ext);
}

/** The problem with one attachment, or null. The server checks the bytes as well. */
export function checkAttachment(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!isAllowedType(file)) return ATTACHMENT_MESSAGES.wrongType;
  if (file.size === 0) return ATTACHMENT_MESSAGES.empty;
  if (file.size > FEEDBACK_ATTACHMENT_MAX_BYTES) return ATTACHMENT_MESSAGES.tooBig;
  return null;
}

export type AttachmentRejection = { name: string; reason: string };

/** Adds picked files to the list: keeps the acceptable ones up to the limit and says why others were left out. */
export function addAttachments<T extends Pick<File, 'name' | 'type' | 'size'>>(
  current: T[],
  picked: T[],
): { files: T[]; rejected: AttachmentRejection[] } {
  const files = [...current];
  const rejected: AttachmentRejection[] = [];
  for (const file of picked) {
    const problem = checkAttachment(file);
    if (problem) {
      rejected.push({ name: file.name, reason: problem });
    } else if (files.some((f) => f.name === file.name && f.size === file.size)) {
      continue; // the same file picked twice
    } else if (files.length >= FEEDBACK_ATTACHMENT_MAX_FILES) {
      rejected.push({ name: file.name, reason: ATTACHMENT_MESSAGES.tooMany });
    } else {
      files.push(file);
    }
  }
  return { files, rejected };
}

/** SPEC: attachments are listed with their size in KB. */
export function sizeInKb(bytes: number): string {
  return `${Math.max(1, Math.ceil(bytes / 1024)).toLocaleString('en-US')} KB`;
}
