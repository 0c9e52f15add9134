import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TComment } from '@serenade/contract';
import { AuthModalContext } from '../auth/auth-modal-context';
import { session } from '../auth/client';
import { ACCESS_TOKEN_KEY } from '../auth/session-manager';
import { fakeJwt, jsonResponse } from '../auth/test-tokens';
import { CommentsPanel } from './CommentsPanel';

const SONG = '00000000-0000-4000-8000-000000000001';
const now = Math.floor(Date.now() / 1000);

beforeEach(() => {
  window.localStorage.setItem(
    ACCESS_TOKEN_KEY,
    fakeJwt({ sub: 'me', email: 'me@example.com', name: 'Me', role: 'user', iat: now, exp: now + 3600 }),
  );
  session.syncFromStorage();
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  session.syncFromStorage();
});

const mine: TComment = {
  id: 'c1',
  user: { id: 'me', name: 'Me', avatar_url: null },
  content: 'First!',
  created_at: new Date().toISOString(),
  edited: false,
  like_count: 1,
  is_liked: false,
  is_owner: true,
  can_delete: true,
  timestamp: null,
};

function renderPanel(extra: (url: string, init: RequestInit) => Response | undefined) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      if (method !== 'GET') sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return (
        extra(url, init) ?? jsonResponse(200, { success: true, data: { comments: [mine], page: 1, hasMore: false } })
      );
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthModalContext.Provider value={{ openLogin: vi.fn(), openRegister: vi.fn(), close: vi.fn() }}>
        <MemoryRouter>
          <CommentsPanel songId={SONG} currentTime={42.9} onSeek={vi.fn()} />
        </MemoryRouter>
      </AuthModalContext.Provider>
    </QueryClientProvider>,
  );
  return { sent, user: userEvent.setup() };
}

const items = () => within(screen.getByRole('list', { name: 'Comment list' })).getAllByRole('listitem');

describe('CommentsPanel for a member', () => {
  it('posts a comment pinned to the moment and shows it first', async () => {
    const { sent, user } = renderPanel((url, init) =>
      init.method === 'POST'
        ? jsonResponse(201, {
            success: true,
            data: { ...mine, id: 'c2', content: 'At the bridge', timestamp: 42, like_count: 0 },
          })
        : undefined,
    );
    await screen.findByText('First!');
    await user.type(screen.getByLabelText('Your comment'), 'At the bridge');
    await user.click(screen.getByRole('checkbox', { name: /Pin to current moment/ }));
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    await vi.waitFor(() => expect(items()).toHaveLength(2));
    expect(within(items()[0]!).getByText('At the bridge')).toBeTruthy();
    expect(within(items()[0]!).getByRole('button', { name: 'Play from 0:42' })).toBeTruthy();
    expect(sent).toEqual([
      { method: 'POST', url: `/api/songs/${SONG}/comments`, body: { content: 'At the bridge', timestamp: 42 } },
    ]);
  });

  it("shows 'Failed to add comment' when the server fails without a reason", async () => {
    const { user } = renderPanel((_url, init) =>
      init.method === 'POST' ? new Response('', { status: 500, statusText: 'Server Error' }) : undefined,
    );
    await screen.findByText('First!');
    await user.type(screen.getByLabelText('Your comment'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to add comment');
  });

  it('edits, likes and, after confirming, deletes its own comment', async () => {
    const { sent, user } = renderPanel((url, init) => {
      if (init.method === 'PATCH')
        return jsonResponse(200, { success: true, data: { ...mine, content: 'First, edited', edited: true } });
      if (init.method === 'POST') return jsonResponse(200, { success: true, data: { liked: true, like_count: 2 } });
      if (init.method === 'DELETE') return jsonResponse(200, { success: true, data: { message: 'Comment deleted' } });
      return undefined;
    });
    await screen.findByText('First!');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const box = screen.getByLabelText('Edit comment');
    await user.clear(box);
    await user.type(box, 'First, edited');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First, edited')).toBeTruthy();
    expect(screen.getByText('(edited)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Like comment by Me' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Unlike comment by Me' }).textContent).toBe('2'));

    // A styled dialog asks first (never the browser's confirm()); keeping the comment changes nothing.
    const confirm = vi.spyOn(window, 'confirm');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete comment' });
    expect(within(dialog).getByText('Are you sure you want to delete this comment?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep comment' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('First, edited')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete comment' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(await screen.findByText('No comments yet. Be the first to share your thoughts!')).toBeTruthy();
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      `PATCH /api/songs/${SONG}/comments/c1`,
      'POST /api/comments/c1/like',
      `DELETE /api/songs/${SONG}/comments?commentId=c1`,
    ]);
  });
});
