import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import type { TComment } from '@serenade/contract';
import { AuthModalContext } from '../auth/auth-modal-context';
import { jsonResponse } from '../auth/test-tokens';
import { CommentsPanel } from './CommentsPanel';
import { RatingStars } from './RatingStars';

afterEach(cleanup);

const SONG = '00000000-0000-4000-8000-000000000001';
const comment = (n: number, patch: Partial<TComment> = {}): TComment => ({
  id: `c${n}`,
  user: { id: 'u1', name: 'Ann', avatar_url: null },
  content: `Comment ${n}`,
  created_at: new Date().toISOString(),
  edited: false,
  like_count: 0,
  is_liked: false,
  is_owner: false,
  can_delete: false,
  timestamp: null,
  ...patch,
});

function renderWith(handler: (url: string) => Response, ui: ReactNode) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return handler(String(input));
    }),
  );
  const openLogin = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthModalContext.Provider value={{ openLogin, openRegister: vi.fn(), close: vi.fn() }}>
        <MemoryRouter>{ui}</MemoryRouter>
      </AuthModalContext.Provider>
    </QueryClientProvider>,
  );
  return { calls, openLogin };
}

describe('CommentsPanel', () => {
  it('shows the empty text and asks visitors to log in', async () => {
    renderWith(
      () => jsonResponse(200, { success: true, data: { comments: [], page: 1, hasMore: false } }),
      <CommentsPanel songId={SONG} currentTime={0} onSeek={vi.fn()} />,
    );
    expect(await screen.findByText('No comments yet. Be the first to share your thoughts!')).toBeTruthy();
    expect(screen.getByText('Please log in to comment')).toBeTruthy();
  });

  it('offers no composer, login prompt or invitation where the viewer may only read (staff, a private song)', async () => {
    renderWith(
      () => jsonResponse(200, { success: true, data: { comments: [], page: 1, hasMore: false } }),
      <CommentsPanel songId={SONG} currentTime={0} onSeek={vi.fn()} canComment={false} />,
    );
    expect(await screen.findByText('No comments yet.')).toBeTruthy();
    expect(screen.queryByText('Please log in to comment')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add a comment' })).toBeNull();
  });

  it('shows comment likes to a read-only viewer without a like button (a like they gave can be taken back)', async () => {
    renderWith(
      () =>
        jsonResponse(200, {
          success: true,
          data: { comments: [comment(1, { like_count: 2 }), comment(2, { is_liked: true })], page: 1, hasMore: false },
        }),
      <CommentsPanel songId={SONG} currentTime={0} onSeek={vi.fn()} canComment={false} />,
    );
    const items = within(await screen.findByRole('list', { name: 'Comment list' })).getAllByRole('listitem');
    expect(within(items[0]!).queryByRole('button', { name: /^Like comment/ })).toBeNull();
    expect(within(items[0]!).getByText('Likes:').parentElement!.textContent).toContain('2');
    expect(within(items[1]!).getByRole('button', { name: /^Unlike comment/ })).toBeTruthy();
  });

  it('seeks from a moment chip, escapes markup, and loads more pages', async () => {
    const onSeek = vi.fn();
    const { calls } = renderWith(
      (url) =>
        url.endsWith('page=1')
          ? jsonResponse(200, {
              success: true,
              data: {
                comments: [comment(1, { timestamp: 75, content: '<b>bold?</b>' }), comment(2)],
                page: 1,
                hasMore: true,
              },
            })
          : jsonResponse(200, { success: true, data: { comments: [comment(3)], page: 2, hasMore: false } }),
      <CommentsPanel songId={SONG} currentTime={0} onSeek={onSeek} />,
    );
    const user = userEvent.setup();
    const chip = await screen.findByRole('button', { name: 'Play from 1:15' });
    expect(chip.textContent).toBe('1:15');
    await user.click(chip);
    expect(onSeek).toHaveBeenCalledWith(75);
    expect(screen.getByText('<b>bold?</b>')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Comment 3')).toBeTruthy();
    expect(calls.some((c) => c.endsWith('page=2'))).toBe(true);
    expect(within(screen.getByRole('list', { name: 'Comment list' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('says so when comments cannot be loaded', async () => {
    renderWith(
      () => new Response('nope', { status: 502, statusText: 'Bad Gateway' }),
      <CommentsPanel songId={SONG} currentTime={0} onSeek={vi.fn()} />,
    );
    expect(await screen.findByText('Failed to load comments')).toBeTruthy();
    expect(screen.getByText('An error occurred while loading comments')).toBeTruthy();
  });
});

describe('RatingStars', () => {
  it('shows the average and sends visitors to log in instead of rating', async () => {
    const { calls, openLogin } = renderWith(
      () => jsonResponse(200, { success: true, data: { average: 4.25, count: 8, mine: null } }),
      <RatingStars songId={SONG} />,
    );
    expect(await screen.findByText('4.3 average · 8 ratings')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Rate 3 stars' }));
    expect(openLogin).toHaveBeenCalled();
    expect(calls.filter((c) => c.includes('/rating'))).toHaveLength(1);
  });
});
