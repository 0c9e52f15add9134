import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { jsonResponse } from '../auth/test-tokens';
import { FeedbackForm } from './FeedbackForm';

afterEach(cleanup);

function renderForm(answer: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({ url: String(input), init });
      return answer();
    }),
  );
  const onSent = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FeedbackForm onSent={onSent} />
    </QueryClientProvider>,
  );
  return { calls, onSent, user: userEvent.setup({ applyAccept: false }) };
}

describe('FeedbackForm', () => {
  it('names the missing subject and message beside their fields and sends nothing', async () => {
    const { calls, onSent, user } = renderForm(() => jsonResponse(500, {}));
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText('Please enter a subject')).toBeTruthy();
    expect(screen.getByText('Please enter a message')).toBeTruthy();
    expect(screen.getByLabelText(/Subject/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
    expect(onSent).not.toHaveBeenCalled();
  });

  it('refuses a malformed optional e-mail', async () => {
    const { calls, user } = renderForm(() => jsonResponse(500, {}));
    await user.type(screen.getByLabelText(/Subject/), 'Hello');
    await user.type(screen.getByLabelText(/Message/), 'Nice site');
    await user.type(screen.getByLabelText('Email (optional)'), 'maya@');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('rates with the keyboard: arrows move along the stars', async () => {
    // user-event walks radio groups with CSS.escape, which jsdom lacks.
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) });
    const { user } = renderForm(() => jsonResponse(500, {}));
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    expect((screen.getByRole('radio', { name: '3 stars' }) as HTMLInputElement).checked).toBe(true);
    await user.keyboard('{ArrowRight}');
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Clear rating' }));
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it('lists attachments with their size in KB and leaves out refused ones', async () => {
    const { user } = renderForm(() => jsonResponse(500, {}));
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Attachments'), [
      new File([new Uint8Array(3000)], 'screen.png', { type: 'image/png' }),
      big,
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(screen.getByText('screen.png')).toBeTruthy();
    expect(screen.getByText('3 KB')).toBeTruthy();
    expect(screen.getByText('huge.png: Each attachment must be at most 5 MB')).toBeTruthy();
    expect(screen.getByText('notes.txt: Attachments must be images, PDFs or audio files')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove screen.png' }));
    expect(screen.queryByText('screen.png')).toBeNull();
  });

  it('sends the feedback with its rating and reports success', async () => {
    const { calls, onSent, user } = renderForm(() => jsonResponse(201, { success: true, data: { id: 'fb-1' } }));
    await user.selectOptions(screen.getByLabelText('Category'), 'feature_request');
    await user.type(screen.getByLabelText(/Subject/), 'Dark mode for the player');
    await user.type(screen.getByLabelText(/Message/), 'Please!');
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText('Email (optional)'), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledWith({ id: 'fb-1', email: 'maya@example.com' }));
    expect(calls[0]?.url).toBe('/api/feedback');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      category: 'feature_request',
      subject: 'Dark mode for the player',
      message: 'Please!',
      rating: '5',
      email: 'maya@example.com',
    });
  });

  it("shows the server's reason when sending fails", async () => {
    const { onSent, user } = renderForm(() =>
      jsonResponse(400, {
        success: false,
        error: 'Subject must be at most 200 characters',
        code: 'VALIDATION_ERROR',
        field: 'subject',
      }),
    );
    await user.type(screen.getByLabelText(/Subject/), 'Hi');
    await user.type(screen.getByLabelText(/Message/), 'There');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(
      await screen.findByText('We could not send your feedback: Subject must be at most 200 characters'),
    ).toBeTruthy();
    expect(onSent).not.toHaveBeenCalled();
  });
});
