import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ACTIVITY_TYPES, type TActivityItem, type TActivityType } from '@serenade/contract';
import { ActivitySentence } from './ActivityItemRow';
import { activitySentence } from './activity-sentence';

afterEach(cleanup);

const data = {
  song_id: 'song-1',
  song_name: 'Open Song',
  playlist_id: 'pl-1',
  playlist_name: 'Road Trip',
  target_user_id: 'user-2',
  target_user_name: 'Cat',
  rating: 4,
};

const item = (type: TActivityType, patch: Partial<TActivityItem['data']> = {}): TActivityItem => ({
  id: `a-${type}`,
  type,
  created_at: '2026-11-22T10:00:00.000Z',
  user: { id: 'user-1', name: 'Ann', avatar_url: null },
  data: { ...data, ...patch },
});

const text = (i: TActivityItem) =>
  activitySentence(i)
    .map((p) => p.text)
    .join('');

const expected: Record<TActivityType, string> = {
  like_song: 'Ann liked “Open Song”',
  comment_song: 'Ann commented on “Open Song”',
  play_song: 'Ann played “Open Song”',
  create_playlist: 'Ann created the playlist “Road Trip”',
  add_song_to_playlist: 'Ann added “Open Song” to “Road Trip”',
  follow_user: 'Ann followed Cat',
  follow_playlist: 'Ann followed the playlist “Road Trip”',
  rate_song: 'Ann rated “Open Song” 4 stars',
};

describe('activity sentences', () => {
  it.each(ACTIVITY_TYPES)('reads %s in words', (type) => {
    expect(text(item(type))).toBe(expected[type]);
  });

  it('says 1 star in the singular', () => {
    expect(text(item('rate_song', { rating: 1 }))).toBe('Ann rated “Open Song” 1 star');
  });

  it('still reads when the song, playlist or person is gone', () => {
    expect(text(item('add_song_to_playlist', { song_name: null, playlist_name: null }))).toBe(
      'Ann added a song to a playlist',
    );
    expect(text(item('follow_user', { target_user_name: null, target_user_id: null }))).toBe('Ann followed someone');
  });

  it('links people, songs and playlists to their pages', () => {
    render(
      <MemoryRouter>
        <p>
          <ActivitySentence item={item('add_song_to_playlist')} />
        </p>
        <p>
          <ActivitySentence item={item('follow_user')} />
        </p>
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link', { name: 'Ann' })[0]).toHaveProperty('pathname', '/user/user-1');
    expect(screen.getByRole('link', { name: 'Open Song' })).toHaveProperty('pathname', '/track/song-1');
    expect(screen.getByRole('link', { name: 'Road Trip' })).toHaveProperty('pathname', '/playlists/pl-1');
    expect(screen.getByRole('link', { name: 'Cat' })).toHaveProperty('pathname', '/user/user-2');
  });
});
