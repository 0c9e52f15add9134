import type { TActivityItem } from '@serenade/contract';

/** A piece of an activity sentence: plain words, or a name that links somewhere. */
export type SentencePart = { text: string; to?: string };

const songLink = (id: string | null) => (id ? `/track/${id}` : undefined);
const playlistLink = (id: string | null) => (id ? `/playlists/${id}` : undefined);
const userLink = (id: string | null) => (id ? `/user/${id}` : undefined);

/** Names that were deleted since come back as null; the sentence still reads. */
function quoted(name: string | null, fallback: string, to: string | undefined): SentencePart[] {
  if (!name) return [{ text: fallback }];
  return [{ text: '“' }, { text: name, to }, { text: '”' }];
}

/** 'Ann liked “Open Song”', 'Ben followed Cat', 'Ann rated “X” 4 stars' … */
export function activitySentence(item: TActivityItem): SentencePart[] {
  const { data } = item;
  const actor: SentencePart = { text: item.user.name || 'Someone', to: userLink(item.user.id) };
  const song = quoted(data.song_name, 'a song', songLink(data.song_id));
  const playlist = quoted(data.playlist_name, 'a playlist', playlistLink(data.playlist_id));
  switch (item.type) {
    case 'like_song':
      return [actor, { text: ' liked ' }, ...song];
    case 'comment_song':
      return [actor, { text: ' commented on ' }, ...song];
    case 'play_song':
      return [actor, { text: ' played ' }, ...song];
    case 'create_playlist':
      return [actor, { text: ' created the playlist ' }, ...playlist];
    case 'add_song_to_playlist':
      return [actor, { text: ' added ' }, ...song, { text: ' to ' }, ...playlist];
    case 'follow_user':
      return [
        actor,
        { text: ' followed ' },
        {
          text: data.target_user_name || 'someone',
          to: data.target_user_name ? userLink(data.target_user_id) : undefined,
        },
      ];
    case 'follow_playlist':
      return [actor, { text: ' followed the playlist ' }, ...playlist];
    case 'rate_song': {
      const stars = data.rating ?? 0;
      return [actor, { text: ' rated ' }, ...song, { text: ` ${stars} star${stars === 1 ? '' : 's'}` }];
    }
  }
}

export const ACTIVITY_TYPE_LABELS: Record<TActivityItem['type'], string> = {
  like_song: 'Likes',
  comment_song: 'Comments',
  play_song: 'Plays',
  create_playlist: 'New playlists',
  add_song_to_playlist: 'Songs added to playlists',
  follow_user: 'Follows',
  follow_playlist: 'Playlist follows',
  rate_song: 'Ratings',
};
