import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TPlaylist } from '@serenade/contract';
import { AuthModalContext } from '../auth/auth-modal-context';
import { jsonResponse } from '../auth/test-tokens';
import { PlaylistDetailView, PLAYLIST_NOT_FOUND_TEXT } from './PlaylistDetailView';

afterEach(cleanup);

const ID = '11111111-1111-4111-8111-111111111111';
const entry = (n: number, title: string) => ({
  id: `e${n}`,
  song_id: `00000000-0000-4000-8000-00000000000${n}`,
  title,
  artist: 'Serenade',
  r2_url: null,
  cover_image: null,
  duration: 60,
  position: n,
});
const playlist: TPlaylist = {
  id: ID,
  name: 'Road Trip',
  description: 'Loud songs',
  visibility: 'public',
  owner: { id: 'u1', name: 'Ann', avatar_url: null },
  songs: [entry(0, 'Alpha'), entry(1, 'Bravo')],
  song_count: 2,
  follower_count: 3,
  is_owner: true,
  is_following: false,
  cover_image: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

function renderView(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => handler(String(input), init)),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthModalContext.Provider value={{ openLogin: vi.fn(), openRegister: vi.fn(), close: vi.fn() }}>
        <MemoryRouter>
          <PlaylistDetailView playlistId={ID} />
        </MemoryRouter>
      </AuthModalContext.Provider>
    </QueryClientProvider>,
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Songs in this playlist' }))
    .getAllByRole('listitem')
    .map((li) => within(li).getAllByRole('link')[0]!.textContent);

describe('PlaylistDetailView', () => {
  it('moves a song at once and puts it back when the server refuses', async () => {
    let fail: (r: Response) => void = () => {};
    renderView((url, init) => {
      if (init.method === 'PATCH') return new Promise<Response>((resolve) => (fail = resolve));
      return jsonResponse(200, { success: true, data: { playlist } });
    });
    const handle = await screen.findByRole('button', { name: 'Move Alpha, position 1 of 2' });
    handle.focus();
    await userEvent.setup().keyboard('{ArrowDown}');
    expect(order()).toEqual(['Bravo', 'Alpha']);
    fail(jsonResponse(500, { success: false, error: 'Database is busy', code: 'INTERNAL' }));
    await vi.waitFor(() => expect(order()).toEqual(['Alpha', 'Bravo']));
  });

  it("says 'Playlist Not Found' when the server does", async () => {
    renderView(() => jsonResponse(404, { success: false, error: PLAYLIST_NOT_FOUND_TEXT, code: 'NOT_FOUND' }));
    expect(await screen.findByRole('heading', { name: 'Playlist Not Found' })).toBeTruthy();
    expect(screen.getByText(PLAYLIST_NOT_FOUND_TEXT)).toBeTruthy();
  });

  it('offers a retry when loading fails for another reason', async () => {
    renderView(() => jsonResponse(500, { success: false, error: 'boom', code: 'INTERNAL' }));
    // Server errors are retried twice (1 s, then 2 s) before the page gives up.
    expect(
      await screen.findByText('Failed to load playlists. Please try again later.', undefined, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  }, 15_000);
});
