import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommentComposer, EMPTY_COMMENT } from './CommentComposer';

afterEach(cleanup);

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('CommentComposer', () => {
  it('refuses a comment that is blank after trimming', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    render(<CommentComposer currentTime={0} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Your comment'), '   ');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(EMPTY_COMMENT);
  });

  it('sends trimmed text, and only one submission at a time', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const onSubmit = vi.fn(() => pending.promise);
    render(<CommentComposer currentTime={75.6} onSubmit={onSubmit} />);
    const box = screen.getByLabelText('Your comment');
    await user.type(box, '  Lovely chorus  ');
    const button = screen.getByRole('button', { name: 'Post Comment' });
    await user.click(button);
    await user.click(button);
    await user.type(box, '{Enter}');
    // A form submit that lands before the button is disabled must not send twice either.
    box.closest('form')!.requestSubmit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('Lovely chorus', null);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    pending.resolve();
    await vi.waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('pins the comment to the current moment when asked', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    render(<CommentComposer currentTime={75.6} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('checkbox', { name: /Pin to current moment \(1:15\)/ }));
    await user.type(screen.getByLabelText('Your comment'), 'Here!');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(onSubmit).toHaveBeenCalledWith('Here!', 75);
  });

  it('shows why a submission failed and keeps the text', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw new Error('Failed to add comment');
    });
    render(<CommentComposer currentTime={0} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Your comment'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to add comment');
    expect((screen.getByLabelText('Your comment') as HTMLTextAreaElement).value).toBe('Hi');
  });
});
