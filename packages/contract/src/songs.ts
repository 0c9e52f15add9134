import { z } from 'zod';
import { multiline } from './text';
import { ZEmail } from './common';
import { PUBLIC_DESCRIPTION_MAX, ZSongAccess } from './buyer-journey';

export const SONG_CATEGORIES = [
  'pop',
  'rock',
  'hiphop',
  'electronic',
  'rnb',
  'country',
  'jazz',
  'classical',
  'folk',
  'other',
] as const;
export const ZSongCategory = z.enum(SONG_CATEGORIES);
export type TSongCategory = z.infer<typeof ZSongCategory>;

/** A sung word: when it starts and ends (seconds) and its text, for word-by-word highlighting. */
export const ZTimedWord = z.object({ time: z.number(), end: z.number(), text: z.string() });
export type TTimedWord = z.infer<typeof ZTimedWord>;
/** A timed lyric line; `words` when the song was sung word by word (generated songs with a voice). */
export const ZLyricLine = z.object({ time: z.number(), text: z.string(), words: z.array(ZTimedWord).optional() });
export type TLyricLine = z.infer<typeof ZLyricLine>;

/** Latest list item (SPEC 3 "Song (latest list)"), plus what the player needs. */
export const ZSongListItem = z.object({
  id: z.string(),
  title: z.string().nullable(),
  artist: z.string(),
  genre: z.string().nullable(),
  duration: z.number().nullable(),
  description: z.string().nullable(),
  coverUrl: z.string().nullable(),
  audioUrl: z.string().nullable(),
  playCount: z.number().int(),
  likeCount: z.number().int(),
  isPublic: z.boolean(),
  createdAt: z.string(),
});
export type TSongListItem = z.infer<typeof ZSongListItem>;

/** Song page (SPEC 3 "Song (page)"). */
export const ZSongPage = z.object({
  id: z.string(),
  title: z.string().nullable(),
  artist: z.string(),
  createdAt: z.string(),
  duration: z.number().nullable(),
  coverArt: z.string().nullable(),
  audioUrl: z.string().nullable(),
  peaksUrl: z.string().nullable(),
  description: z.string().nullable(),
  genre: z.string().nullable(),
  tags: z.array(z.string()),
  lyrics: z.array(ZLyricLine),
  isPublic: z.boolean(),
  status: z.enum(['active', 'archived']),
  owner: z.object({ id: z.string(), name: z.string(), avatar_url: z.string().nullable() }).nullable(),
  playCount: z.number().int(),
  likeCount: z.number().int(),
  isLiked: z.boolean(),
  canEdit: z.boolean(),
  /** Set for viewers who may share or revise the song (owners, staff, the buyer's link). */
  access: ZSongAccess.optional(),
});
export type TSongPage = z.infer<typeof ZSongPage>;

export const ZSongsQuery = z.object({
  limit: z.coerce.number().int().min(1, 'limit must be 1-50').max(50, 'limit must be 1-50').default(10),
});

export const ZSongIdParams = z.object({ id: z.uuid('Song not found') });

export const ZPublishBody = z.strictObject({
  is_public: z.boolean(),
  /** The public description shown once the song is public (a song made to order never shows its story). */
  description: multiline(
    z
      .string()
      .trim()
      .min(1, 'Please write a short public description')
      .max(PUBLIC_DESCRIPTION_MAX, `The description must be at most ${PUBLIC_DESCRIPTION_MAX} characters`),
  ).optional(),
});

export const ZLikeState = z.object({ liked: z.boolean(), likeCount: z.number().int() });

export const ZLikeUser = z.object({ id: z.string(), name: z.string(), avatar_url: z.string().nullable() });

export const ZShareBody = z.strictObject({
  emails: z
    .array(ZEmail)
    .min(1, 'Please enter at least one valid email address')
    .max(10, 'You can share with at most 10 addresses at once'),
  message: multiline(z.string().trim().max(500, 'Message must be at most 500 characters')).optional(),
});
export const ZShareResult = z.object({
  shares_sent: z.number().int(),
  /** True when each recipient got a private link of their own (the song is private). */
  private_links: z.boolean().optional(),
});

export const ZPlayBody = z.strictObject({
  /** Anonymous listeners send a random id kept in their browser, so a play counts once per 30 minutes. */
  listenerId: z
    .string()
    .regex(/^[\w-]{8,64}$/, 'listenerId must be 8-64 letters, digits, - or _')
    .optional(),
});
export const ZPlayResult = z.object({ counted: z.boolean(), playCount: z.number().int() });

export const ZDownloadLink = z.object({ url: z.string(), filename: z.string() });

export const TRACKED_EVENTS = [
  'page_view',
  'song_view',
  'song_play',
  'song_pause',
  'song_share',
  'song_download',
  'song_like',
  'song_upload_success',
  'song_upload_error',
  'song_request_complete',
] as const;
export const ZTrackBody = z.strictObject({
  action: z.enum(TRACKED_EVENTS),
  resource_id: z.string().max(200).nullish(),
  metadata: z
    .record(z.string(), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .refine((m) => Object.keys(m).length <= 20, 'metadata may have at most 20 keys')
    .optional(),
});

/** Upload form fields (multipart text parts beside the file). */
export const ZUploadFields = z.strictObject({
  title: z
    .string({ error: 'Please enter a title for the song' })
    .trim()
    .min(1, 'Please enter a title for the song')
    .max(200, 'Title must be at most 200 characters'),
  artist: z
    .string()
    .trim()
    .max(100, 'Artist must be at most 100 characters')
    .transform((a) => a || 'Unknown Artist')
    .default('Unknown Artist'),
  category: ZSongCategory.default('pop'),
  is_public: z
    .enum(['true', 'false', '1', '0', 'on'])
    .transform((v) => v === 'true' || v === '1' || v === 'on')
    .default(true),
  description: multiline(z.string().trim().max(2000, 'Description must be at most 2000 characters')).default(''),
});
export type TUploadFields = z.input<typeof ZUploadFields>;

/** The default of the maxUploadSizeMB setting, the one limit for member uploads (DECISIONS). */
export const USER_UPLOAD_MAX_MB = 20;

/** Display defaults from SPEC 3 for the latest list. */
export const SONG_DEFAULTS = {
  title: 'Untitled Song',
  genre: 'Various',
  duration: '--:--',
  description: 'No description available',
} as const;

export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0)
    return SONG_DEFAULTS.duration;
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
