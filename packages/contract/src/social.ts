import { z } from 'zod';
import { isEmailAddress, multiline } from './text';

const ZUserRef = z.object({ id: z.string(), name: z.string(), avatar_url: z.string().nullable() });

export const ZComment = z.object({
  id: z.string(),
  user: ZUserRef,
  content: z.string(),
  created_at: z.string(),
  edited: z.boolean(),
  like_count: z.number().int(),
  is_liked: z.boolean(),
  is_owner: z.boolean(),
  can_delete: z.boolean(),
  timestamp: z.number().nullable(),
});
export type TComment = z.infer<typeof ZComment>;
export const ZCommentPage = z.object({ comments: z.array(ZComment), page: z.number().int(), hasMore: z.boolean() });
export const COMMENTS_PAGE_SIZE = 20;

const commentContent = multiline(
  z
    .string({ error: 'Comment cannot be empty' })
    .trim()
    .min(1, 'Comment cannot be empty')
    .max(2000, 'Comment must be at most 2000 characters'),
);
export const ZCommentBody = z.strictObject({
  content: commentContent,
  timestamp: z
    .number()
    .min(0, 'timestamp must be 0 or more')
    .max(24 * 3600)
    .nullish(),
});
export const ZCommentEditBody = z.strictObject({ content: commentContent });
export const ZCommentLike = z.object({ liked: z.boolean(), like_count: z.number().int() });

export const ZRatingBody = z.strictObject({
  rating: z
    .number()
    .int('rating must be a whole number')
    .min(1, 'rating must be 1 to 5')
    .max(5, 'rating must be 1 to 5'),
});
export const ZRating = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  mine: z.number().int().nullable(),
});

export const PLAYLIST_VISIBILITIES = ['private', 'unlisted', 'public'] as const;
const playlistName = z
  .string({ error: 'Playlist name is required.' })
  .trim()
  .min(1, 'Playlist name is required.')
  .max(100, 'Playlist name must be at most 100 characters');
const playlistDescription = multiline(z.string().trim().max(500, 'Description must be at most 500 characters'));
export const ZPlaylistCreateBody = z.strictObject({
  name: playlistName,
  description: playlistDescription.optional(),
  visibility: z.enum(PLAYLIST_VISIBILITIES).default('private'),
});
export const ZPlaylistUpdateBody = z.strictObject({
  name: playlistName.optional(),
  description: playlistDescription.nullish(),
  visibility: z.enum(PLAYLIST_VISIBILITIES).optional(),
});
export const ZPlaylistSongsBody = z.strictObject({
  songIds: z.array(z.uuid('Each song id must be a valid id')).min(1, 'Please select at least one song to add').max(100),
});
export const ZPlaylistMoveBody = z.strictObject({
  songId: z.uuid('songId must be a valid id'),
  newPosition: z.number().int('newPosition must be a whole number').min(0, 'newPosition must be 0 or more'),
});
export const ZPlaylistShareBody = z.strictObject({
  emails: z
    .union([z.array(z.string()), z.string()])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((e) => e.trim().toLowerCase()).filter(Boolean))
    .pipe(
      z
        .array(z.string().refine(isEmailAddress, 'Please enter at least one valid email address'))
        .min(1, 'Please enter at least one valid email address')
        .max(20, 'At most 20 addresses at once'),
    ),
  message: multiline(z.string().trim().max(500, 'Message must be at most 500 characters')).optional(),
});

export const ZPlaylistSong = z.object({
  id: z.string(),
  song_id: z.string(),
  title: z.string(),
  artist: z.string(),
  r2_url: z.string().nullable(),
  cover_image: z.string().nullable(),
  duration: z.number().nullable(),
  position: z.number().int(),
});
export const ZPlaylist = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  visibility: z.enum(PLAYLIST_VISIBILITIES),
  owner: ZUserRef,
  songs: z.array(ZPlaylistSong),
  song_count: z.number().int(),
  follower_count: z.number().int(),
  is_owner: z.boolean(),
  is_following: z.boolean(),
  cover_image: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TPlaylist = z.infer<typeof ZPlaylist>;
export const ZPlaylistSummary = ZPlaylist.omit({ songs: true });

export const ACTIVITY_TYPES = [
  'like_song',
  'comment_song',
  'play_song',
  'create_playlist',
  'add_song_to_playlist',
  'follow_user',
  'follow_playlist',
  'rate_song',
] as const;
export type TActivityType = (typeof ACTIVITY_TYPES)[number];
export const ZActivityQuery = z.object({
  limit: z.coerce.number().int().min(1, 'limit must be 1-100').max(100, 'limit must be 1-100').default(20),
  offset: z.coerce.number().int().min(0, 'offset must be 0 or more').max(100_000).default(0),
  types: z
    .string()
    .max(300)
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.enum(ACTIVITY_TYPES, { error: `types must be a comma list of: ${ACTIVITY_TYPES.join(', ')}` }))),
});
export const ZActivityItem = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  created_at: z.string(),
  user: ZUserRef,
  data: z.object({
    song_id: z.string().nullable(),
    song_name: z.string().nullable(),
    playlist_id: z.string().nullable(),
    playlist_name: z.string().nullable(),
    target_user_id: z.string().nullable(),
    target_user_name: z.string().nullable(),
    rating: z.number().nullable(),
  }),
});
export type TActivityItem = z.infer<typeof ZActivityItem>;
export const ZActivityPage = z.object({ items: z.array(ZActivityItem), hasMore: z.boolean() });

export const ZTrending = z.object({
  songs: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      artist: z.string(),
      cover_image: z.string().nullable(),
      score: z.number(),
    }),
  ),
  playlists: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      cover_image: z.string().nullable(),
      song_count: z.number().int(),
      follower_count: z.number().int(),
    }),
  ),
  people: z.array(
    z.object({ id: z.string(), name: z.string(), avatar_url: z.string().nullable(), activity_count: z.number().int() }),
  ),
});

export const ZMemberPage = z.object({
  id: z.string(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  joined_at: z.string(),
  followers: z.number().int(),
  following: z.number().int(),
  is_following: z.boolean(),
  is_me: z.boolean(),
  songs: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      artist: z.string(),
      coverUrl: z.string().nullable(),
      duration: z.number().nullable(),
    }),
  ),
  playlists: z.array(z.object({ id: z.string(), name: z.string(), song_count: z.number().int() })),
});
export const ZFollowState = z.object({ following: z.boolean(), followers: z.number().int() });

export const ZPreferences = z.strictObject({
  notifyShares: z.boolean(),
  notifyComments: z.boolean(),
  notifyFollowers: z.boolean(),
  profilePublic: z.boolean(),
  showActivity: z.boolean(),
});
export type TPreferences = z.infer<typeof ZPreferences>;
export const DEFAULT_PREFERENCES: TPreferences = {
  notifyShares: true,
  notifyComments: true,
  notifyFollowers: true,
  profilePublic: true,
  showActivity: true,
};
export const ZDeleteAccountBody = z.strictObject({
  password: z.string().min(1, 'Please enter your password to confirm').max(256),
});

/** SPEC 9: under 60 s 'just now', then minutes, hours, days up to 7 days, then a date. */
export function relativeTime(iso: string, now = Date.now()): string {
  const s = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 1000));
  if (s < 60) return 'just now';
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} minute${m === 1 ? '' : 's'} ago`;
  const h = Math.floor(m / 60);
  if (h < 24) return `${h} hour${h === 1 ? '' : 's'} ago`;
  const d = Math.floor(h / 24);
  if (d <= 7) return `${d} day${d === 1 ? '' : 's'} ago`;
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
