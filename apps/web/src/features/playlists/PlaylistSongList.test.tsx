import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { PlaylistSong } from './api';
import { PlaylistSongList } from './PlaylistSongList';
import { moveItem } from './reorder';

afterEach(cleanup);

const song = (n: number, title: string): PlaylistSong => ({
  id: `entry-${n}`,
  song_id: `song-${n}`,
  title,
  artist: 'Serenade',
  r2_url: null,
  cover_image: null,
  duration: 70,
  position: n,
});
const SONGS = [song(0, 'Alpha'), song(1, 'Bravo'), song(2, 'Charlie')];

function Harness({ onMove }: { onMove: (s: PlaylistSong, from: number, to: number) => void }) {
  const [songs, setSongs] = useState(SONGS);
  return (
    <MemoryRouter>
      <PlaylistSongList
        songs={songs}
        canEdit
        onMove={(s, from, to) => {
          onMove(s, from, to);
          setSongs((list) => moveItem(list, from, to));
        }}
        onRemove={vi.fn()}
      />
    </MemoryRouter>
  );
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Songs in this playlist' }))
    .getAllByRole('listitem')
    .map((li) => within(li).getAllByRole('link')[0]!.textContent);

describe('PlaylistSongList keyboard reordering', () => {
  it('moves a song one place with the arrow keys on its handle and announces it', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(<Harness onMove={onMove} />);
    screen.getByRole('button', { name: 'Move Alpha, position 1 of 3' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(onMove).toHaveBeenCalledWith(SONGS[0], 0, 1);
    expect(titles()).toEqual(['Bravo', 'Alpha', 'Charlie']);
    expect(screen.getByRole('status').textContent).toBe('Moved “Alpha” to position 2 of 3.');
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Alpha, position 2 of 3' })),
    );
    await user.keyboard('{ArrowUp}');
    expect(titles()).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('moves with Alt+Arrow from anywhere in the row, and not past either end', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(<Harness onMove={onMove} />);
    screen.getByRole('button', { name: 'Remove Charlie' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(onMove).not.toHaveBeenCalled();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(onMove).not.toHaveBeenCalled();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(onMove).toHaveBeenCalledWith(SONGS[2], 2, 1);
    expect(titles()).toEqual(['Alpha', 'Charlie', 'Bravo']);
  });

  it('shows no handles or remove buttons to someone who cannot edit', () => {
    render(
      <MemoryRouter>
        <PlaylistSongList songs={SONGS} canEdit={false} onMove={vi.fn()} onRemove={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.getByRole('link', { name: 'Play Alpha' }).getAttribute('href')).toBe('/track/song-0');
  });
});
