import { api } from '../auth/client';
import type { FeedbackCategory } from './feedback-validation';

export type FeedbackSubmission = {
  category: FeedbackCategory;
  subject: string;
  message: string;
  /** '' when not rated, else '1'-'5'. */
  rating: string;
  /** Only for visitors; the server uses the account's address for members. */
  email?: string;
  attachments: File[];
};

/** Multipart when there are files (fields first), plain JSON otherwise. */
export function buildFeedbackBody(input: FeedbackSubmission): FormData | Record<string, string> {
  const fields: Record<string, string> = {
    category: input.category,
    subject: input.subject.trim(),
    message: input.message.trim(),
    rating: input.rating,
  };
  const email = input.email?.trim();
  if (email) fields.email = email;
  if (input.attachments.length === 0) return fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of input.attachments) form.append('attachments', file, file.name);
  return form;
}

export function submitFeedback(input: FeedbackSubmission): Promise<{ id: string }> {
  return api.post<{ id: string }>('/api/feedback', buildFeedbackBody(input));
}
