import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TSongListItem } from '@serenade/contract';
import { getToasts } from '../../ui/Toast';
import { jsonResponse } from '../auth/test-tokens';
import { MySongsView } from './MySongsView';

afterEach(cleanup);

const song: TSongListItem = {
  id: '7d1c4f3e-0000-4000-8000-000000000001',
  title: 'Harbour Lights',
  artist: 'Uma',
  genre: 'jazz',
  duration: 8.2,
  description: null,
  coverUrl: null,
  audioUrl: '/media/x',
  playCount: 0,
  likeCount: 0,
  isPublic: false,
  createdAt: '2026-11-22T10:00:00.000Z',
};

function renderView(patch: (body: unknown) => Response | Promise<Response>, songs: TSongListItem[] = [song]) {
  const patches: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (url === '/api/song/my-songs') return jsonResponse(200, { success: true, data: songs });
      if (url === '/api/song/requests') return jsonResponse(200, { success: true, data: [] });
      if (init.method === 'PATCH') {
        const body = JSON.parse(String(init.body));
        patches.push({ url, body });
        return patch(body);
      }
      return jsonResponse(404, {});
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <MySongsView />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { patches, user: userEvent.setup() };
}

describe('MySongsView', () => {
  it('lists a song with its duration, visibility and a link to its page', async () => {
    renderView(() => jsonResponse(500, {}));
    const row = await screen.findByRole('listitem', { name: 'Harbour Lights' });
    expect(within(row).getByText('0:08')).toBeTruthy();
    expect(within(row).getByText('Private')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Harbour Lights' }).getAttribute('href')).toBe(`/track/${song.id}`);
    expect(within(row).getByRole('switch', { name: 'Public Harbour Lights' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it('asks for a neutral public description, then flips the switch at once and keeps it when the server agrees', async () => {
    let release: (r: Response) => void = () => {};
    const { patches, user } = renderView(() => new Promise<Response>((resolve) => (release = resolve)));
    const toggle = await screen.findByRole('switch', { name: /Public/ });
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Make “Harbour Lights” public' });
    const description = within(dialog).getByLabelText('Public description') as HTMLTextAreaElement;
    expect(description.value).toBe('A personalised jazz song made with Serenade.');
    expect(patches).toEqual([]); // nothing changes until the description is confirmed
    await user.clear(description);
    await user.type(description, 'Late-night jazz for a harbour town.');
    await user.click(within(dialog).getByRole('button', { name: 'Make public' }));
    expect(toggle.getAttribute('aria-checked')).toBe('true'); // before the server has answered
    expect(patches).toEqual([
      {
        url: `/api/songs/${song.id}/publish`,
        body: { is_public: true, description: 'Late-night jazz for a harbour town.' },
      },
    ]);
    release(jsonResponse(200, { success: true, data: { ...song, isPublic: true } }));
    await vi.waitFor(() => expect(screen.getByText('Public', { selector: 'span' })).toBeTruthy());
    expect(screen.getByRole('switch', { name: /Public/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('puts the switch back and says why when the server refuses', async () => {
    const { user } = renderView(() =>
      jsonResponse(403, { success: false, error: 'Only the owner can publish or hide this song', code: 'FORBIDDEN' }),
    );
    const toggle = await screen.findByRole('switch', { name: /Public/ });
    await user.click(toggle);
    await user.click(await screen.findByRole('button', { name: 'Make public' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('switch', { name: /Public/ }).getAttribute('aria-checked')).toBe('false'),
    );
    expect(getToasts().at(-1)).toMatchObject({
      variant: 'error',
      title: 'Could not update “Harbour Lights”',
      description: 'Only the owner can publish or hide this song',
    });
  });

  it('offers upload and custom songs when there are none', async () => {
    renderView(() => jsonResponse(500, {}), []);
    expect(await screen.findByRole('heading', { name: 'No songs yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload a Song' }).getAttribute('href')).toBe('/upload');
    expect(screen.getByRole('link', { name: 'Create a Custom Song' }).getAttribute('href')).toBe('/create-song');
  });
});
