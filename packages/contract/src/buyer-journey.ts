import { z } from 'zod';
import { multiline } from './text';

/** A revocable private link to one song (what the owner's Share dialog lists). */
export const ZShareKey = z.object({
  id: z.string(),
  kind: z.enum(['link', 'email', 'gift']),
  label: z.string(),
  url: z.string(),
  createdAt: z.string(),
});
export type TShareKey = z.infer<typeof ZShareKey>;

export const ZShareKeyBody = z.strictObject({
  label: z.string().trim().max(100, 'Label must be at most 100 characters').optional(),
});

export const ZShareKeyParams = z.object({ id: z.uuid('Song not found'), keyId: z.uuid('Private link not found') });

/** What the viewer may do with the song beyond listening (owners, staff, the buyer's own link). */
export const ZSongAccess = z.object({
  /** Download, share (private links, e-mail) and publish. */
  canShare: z.boolean(),
  /** The song's free revision: null when the song was not ordered or the viewer is not its buyer. */
  revision: z.enum(['available', 'requested', 'delivered']).nullable(),
});
export type TSongAccess = z.infer<typeof ZSongAccess>;

export const REVISION_MESSAGE_MAX = 1000;
export const REVISION_LYRICS_MAX = 6000;

/** One change to a delivered song, in the buyer's words and/or as edited lyrics. */
export const ZRevisionBody = z
  .strictObject({
    message: multiline(
      z
        .string()
        .trim()
        .max(REVISION_MESSAGE_MAX, `Please keep the change to at most ${REVISION_MESSAGE_MAX} characters`),
    ).default(''),
    lyrics: multiline(
      z.string().trim().max(REVISION_LYRICS_MAX, `Lyrics must be at most ${REVISION_LYRICS_MAX} characters`),
    ).optional(),
  })
  .refine((b) => b.message.length >= 5 || Boolean(b.lyrics), {
    message: 'Please say what should change (at least a few words) or edit the lyrics',
    path: ['message'],
  });
export type TRevisionBody = z.infer<typeof ZRevisionBody>;

export const ZRevision = z.object({
  id: z.string(),
  songId: z.string(),
  message: z.string(),
  lyrics: z.string().nullable(),
  requestedBy: z.string(),
  status: z.enum(['requested', 'delivered']),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type TRevision = z.infer<typeof ZRevision>;

export const PUBLIC_DESCRIPTION_MAX = 500;

/** The neutral public description a song made to order starts with: never the buyer's private story. */
export function neutralDescription(genre: string | null | undefined): string {
  const style = genre && genre.trim() && genre !== 'other' ? `${genre.trim()} ` : '';
  return `A personalised ${style}song made with Serenade.`;
}
