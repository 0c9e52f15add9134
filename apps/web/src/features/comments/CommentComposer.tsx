import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { Textarea } from '../../ui/Input';
import { formatMoment } from './api';

export const EMPTY_COMMENT = 'Comment cannot be empty';

export type CommentComposerProps = {
  currentTime: number;
  /** Resolves when saved; rejects with a message to show. */
  onSubmit: (content: string, timestamp: number | null) => Promise<unknown>;
};

/**
 * Writes a comment, optionally pinned to the current moment of the song. Blank text is refused,
 * and while one submission is on its way another cannot start (a ref guards double clicks and
 * Enter presses that land before React re-renders the disabled button).
 */
export function CommentComposer({ currentTime, onSubmit }: CommentComposerProps) {
  const [content, setContent] = useState('');
  const [pin, setPin] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const text = content.trim();
    if (!text) {
      setError(EMPTY_COMMENT);
      return;
    }
    inFlight.current = true;
    setSending(true);
    setError(null);
    try {
      await onSubmit(text, pin ? Math.floor(currentTime) : null);
      setContent('');
      setPin(false);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'Failed to add comment');
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2" aria-label="Add a comment">
      <label htmlFor="comment-content" className="sr-only">
        Your comment
      </label>
      <Textarea
        id="comment-content"
        value={content}
        onChange={(e) => {
          setContent(e.target.value);
          if (error) setError(null);
        }}
        placeholder="Share your thoughts…"
        rows={3}
        maxLength={2000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'comment-error' : undefined}
      />
      {error ? (
        <p id="comment-error" role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm text-muted-foreground">
          <input type="checkbox" checked={pin} onChange={(e) => setPin(e.target.checked)} className="size-4" />
          Pin to current moment ({formatMoment(currentTime)})
        </label>
        <Button type="submit" loading={sending} disabled={sending}>
          Post Comment
        </Button>
      </div>
    </form>
  );
}
