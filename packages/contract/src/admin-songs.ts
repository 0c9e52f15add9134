/** Admin song library (issue 7 item 5): request and response schemas. */
import { z } from 'zod';
import { multiline } from './text';
import { ZPageQuery } from './admin';
import { ZLyricLine } from './songs';

export const ADMIN_SONG_SORTS = ['newest', 'oldest', 'popular', 'alphabetical'] as const;
export type TAdminSongSort = (typeof ADMIN_SONG_SORTS)[number];
export const ZSongVisibility = z.enum(['public', 'private']);
export type TSongVisibility = z.infer<typeof ZSongVisibility>;
export const ZSongStatus = z.enum(['active', 'archived']);
export type TSongStatus = z.infer<typeof ZSongStatus>;

/** An empty select in a query string means "any". */
const anyWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const ZAdminSongsQuery = ZPageQuery.extend({
  visibility: anyWhenEmpty(ZSongVisibility),
  status: anyWhenEmpty(ZSongStatus),
  sortBy: z.enum(ADMIN_SONG_SORTS).default('newest'),
});
export type TAdminSongsQuery = z.input<typeof ZAdminSongsQuery>;

/** SPEC 3 "Song (library)", plus what the table and player need. Media links are signed for staff. */
export const ZAdminSong = z.object({
  id: z.string(),
  title: z.string(),
  artist: z.string(),
  createdAt: z.string(),
  playCount: z.number().int(),
  status: ZSongStatus,
  visibility: ZSongVisibility,
  coverUrl: z.string().nullable(),
  /** Plays the audio, private or archived songs included. */
  fileUrl: z.string().nullable(),
  /** The same audio as an attachment named after the title. */
  downloadUrl: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  source: z.enum(['upload', 'generated', 'admin', 'demo']),
});
export type TAdminSong = z.infer<typeof ZAdminSong>;

export const ZAdminSongList = z.object({
  songs: z.array(ZAdminSong),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  page: z.number().int(),
});
export type TAdminSongList = z.infer<typeof ZAdminSongList>;

export const ZAdminSongDetail = ZAdminSong.extend({
  description: z.string().nullable(),
  genre: z.string().nullable(),
  tags: z.array(z.string()),
  lyrics: z.array(ZLyricLine),
  duration: z.number().nullable(),
  requestId: z.string().nullable(),
  updatedAt: z.string(),
});
export type TAdminSongDetail = z.infer<typeof ZAdminSongDetail>;

export const ADMIN_SONG_LIMITS = {
  title: 200,
  artist: 100,
  genre: 50,
  description: 2000,
  tags: 12,
  tag: 40,
  lyricLines: 500,
  lyricText: 300,
  coverMb: 5,
} as const;

const L = ADMIN_SONG_LIMITS;
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

/** m:ss.s for messages (the same form the editor accepts). */
export function formatLyricTime(seconds: number): string {
  const whole = Math.floor(seconds);
  const frac = Math.round((seconds - whole) * 100) / 100;
  const s = whole % 60;
  const rest = frac > 0 ? String(frac).slice(1) : '';
  return `${Math.floor(whole / 60)}:${String(s).padStart(2, '0')}${rest}`;
}

/**
 * Timed lyric lines as an editor sends them. Each problem names its line (`lyrics.3.time`): times are
 * seconds from 0, strictly ascending, and every line has words. The song's length is checked by the server.
 */
export const ZLyricsInput = z
  .array(z.object({ time: z.unknown(), text: z.unknown() }), { error: 'lyrics must be a list of lines' })
  .max(L.lyricLines, `A song can have at most ${L.lyricLines} lyric lines`)
  .superRefine((lines, ctx) => {
    let previous = -1;
    lines.forEach((line, i) => {
      const n = i + 1;
      const { time, text } = line;
      if (typeof time !== 'number' || !Number.isFinite(time)) {
        ctx.addIssue({ code: 'custom', path: [i, 'time'], message: `Line ${n}: the time must be a number of seconds` });
      } else if (time < 0) {
        ctx.addIssue({ code: 'custom', path: [i, 'time'], message: `Line ${n}: the time cannot be negative` });
      } else if (time <= previous) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'time'],
          message: `Line ${n}: the time must be later than line ${n - 1} (${formatLyricTime(previous)})`,
        });
      } else {
        previous = time;
      }
      if (typeof text !== 'string' || text.trim() === '') {
        ctx.addIssue({ code: 'custom', path: [i, 'text'], message: `Line ${n}: the words cannot be empty` });
      } else if (text.trim().length > L.lyricText) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'text'],
          message: `Line ${n}: the words must be at most ${L.lyricText} characters`,
        });
      }
    });
  })
  .transform((lines) =>
    lines.map((l) => ({ time: Math.round((l.time as number) * 100) / 100, text: (l.text as string).trim() })),
  );

export const ZAdminSongUpdateBody = z.strictObject({
  title: z
    .string({ error: 'Please enter a title for the song' })
    .trim()
    .min(1, 'Please enter a title for the song')
    .max(L.title, `Title must be at most ${L.title} characters`),
  artist: z
    .string({ error: 'Please enter the artist' })
    .trim()
    .min(1, 'Please enter the artist')
    .max(L.artist, `Artist must be at most ${L.artist} characters`),
  genre: optionalText(L.genre, 'Genre'),
  description: multiline(optionalText(L.description, 'Description')),
  tags: z
    .array(
      z
        .string({ error: 'Each tag must be text' })
        .trim()
        .min(1, 'Tags cannot be empty')
        .max(L.tag, `Each tag must be at most ${L.tag} characters`),
      { error: 'tags must be a list of words' },
    )
    .max(L.tags, `A song can have at most ${L.tags} tags`)
    .transform((tags) => [...new Set(tags)])
    .optional(),
  lyrics: ZLyricsInput.optional(),
});
export type TAdminSongUpdateBody = z.input<typeof ZAdminSongUpdateBody>;

export const ZAdminSongStatusBody = z.strictObject({ status: ZSongStatus });
export const ZAdminSongVisibilityBody = z.strictObject({ visibility: ZSongVisibility });
