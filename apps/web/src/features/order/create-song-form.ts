import { z } from 'zod';
import { PRIORITIES, VOICES, type TSongRequestBody } from '@serenade/contract';
import { parseNameNotes, ZNameNotesField } from '../approval/name-notes';
import { dedicationField } from './order-form';

export const ZCreateSongForm = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, 'Please provide a prompt for your song')
    .max(5000, 'Prompt must be at most 5000 characters'),
  styles: z.array(z.string()).max(10, 'At most 10 styles'),
  title: z.string().trim().max(200, 'Title must be at most 200 characters'),
  event: z.string().trim().max(100, 'Event must be at most 100 characters'),
  tags: z.array(z.string()).max(20, 'At most 20 tags'),
  recipient: dedicationField('recipient'),
  relationship: dedicationField('relationship'),
  signedFrom: dedicationField('from'),
  voice: z.enum(VOICES),
  nameNotes: ZNameNotesField,
  priority: z.enum(PRIORITIES),
  isPublic: z.boolean(),
});
export type CreateSongValues = z.infer<typeof ZCreateSongForm>;

export const CREATE_SONG_DEFAULTS: CreateSongValues = {
  prompt: '',
  styles: [],
  title: '',
  event: '',
  tags: [],
  recipient: '',
  relationship: '',
  signedFrom: '',
  voice: 'auto',
  nameNotes: '',
  priority: 'free',
  isPublic: false,
};

/** The create-song page's request body (SPEC 3): styles joined by commas; no price is ever sent. */
export function toCreateSongBody(values: CreateSongValues): TSongRequestBody {
  const body: TSongRequestBody = {
    prompt: values.prompt.trim(),
    style: values.styles.join(','),
    priority: values.priority,
    is_public: values.isPublic,
    tags: values.tags,
  };
  if (values.title.trim()) body.title = values.title.trim();
  if (values.event.trim()) body.event = values.event.trim();
  if (values.recipient.trim()) body.recipient = values.recipient.trim();
  if (values.relationship.trim()) body.relationship = values.relationship.trim();
  if (values.signedFrom.trim()) body.from = values.signedFrom.trim();
  body.voice = values.voice;
  const notes = parseNameNotes(values.nameNotes);
  if ('notes' in notes && Object.keys(notes.notes).length > 0) body.pronunciations = notes.notes;
  return body;
}
