import { useState } from 'react';
import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import { relativeTime, type TComment } from '@serenade/contract';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { Dialog } from '../../ui/Dialog';
import { Textarea } from '../../ui/Input';
import { formatMoment } from './api';

export const DELETE_COMMENT_QUESTION = 'Are you sure you want to delete this comment?';

export type CommentItemProps = {
  comment: TComment;
  signedIn: boolean;
  onSeek?: (seconds: number) => void;
  onEdit: (content: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  onToggleLike: () => void;
  onLoginNeeded: () => void;
  /** False where the viewer only reads (staff on a member's private song): the count shows, a like cannot be added. */
  canLike?: boolean;
};

export function CommentItem({
  comment,
  signedIn,
  onSeek,
  onEdit,
  onDelete,
  onToggleLike,
  onLoginNeeded,
  canLike = true,
}: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.content);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const text = draft.trim();
    if (!text) return setError('Comment cannot be empty');
    setBusy(true);
    try {
      await onEdit(text);
      setEditing(false);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Failed to update comment');
    } finally {
      setBusy(false);
    }
  };

  const [confirming, setConfirming] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await onDelete();
      setConfirming(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Failed to delete comment');
      setConfirming(false);
      setBusy(false);
    }
  };

  return (
    <li className="flex gap-3 py-4">
      <Avatar name={comment.user.name} src={comment.user.avatar_url} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <Link to={`/user/${comment.user.id}`} className="font-semibold hover:text-link">
            {comment.user.name}
          </Link>
          <time dateTime={comment.created_at} className="text-xs text-muted-foreground">
            {relativeTime(comment.created_at)}
          </time>
          {comment.edited ? <span className="text-xs text-muted-foreground">(edited)</span> : null}
          {comment.timestamp !== null ? (
            <button
              type="button"
              onClick={() => onSeek?.(comment.timestamp ?? 0)}
              aria-label={`Play from ${formatMoment(comment.timestamp)}`}
              className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-link tabular-nums hover:bg-primary/15"
            >
              {formatMoment(comment.timestamp)}
            </button>
          ) : null}
        </div>
        {editing ? (
          <div className="mt-2 flex flex-col gap-2">
            <label htmlFor={`edit-${comment.id}`} className="sr-only">
              Edit comment
            </label>
            <Textarea
              id={`edit-${comment.id}`}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              rows={2}
              maxLength={2000}
            />
            <div className="flex gap-2">
              <Button size="sm" onClick={() => void save()} loading={busy}>
                Save
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  setEditing(false);
                  setDraft(comment.content);
                  setError(null);
                }}
              >
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <p className="mt-1 text-sm break-words whitespace-pre-line">{comment.content}</p>
        )}
        {error ? (
          <p role="alert" className="mt-1 text-sm text-danger">
            {error}
          </p>
        ) : null}
        <div className="mt-1 flex items-center gap-3 text-xs">
          {canLike || comment.is_liked ? (
            <button
              type="button"
              aria-pressed={comment.is_liked}
              aria-label={`${comment.is_liked ? 'Unlike' : 'Like'} comment by ${comment.user.name}`}
              onClick={() => (signedIn ? onToggleLike() : onLoginNeeded())}
              className="inline-flex items-center gap-1 text-muted-foreground hover:text-link"
            >
              <Heart className={cn('size-3.5', comment.is_liked && 'fill-current text-danger')} aria-hidden="true" />
              {comment.like_count}
            </button>
          ) : (
            <span className="inline-flex items-center gap-1 text-muted-foreground">
              <Heart className="size-3.5" aria-hidden="true" />
              <span className="sr-only">Likes:</span>
              {comment.like_count}
            </span>
          )}
          {comment.is_owner && !editing ? (
            <button type="button" className="text-muted-foreground hover:text-link" onClick={() => setEditing(true)}>
              Edit
            </button>
          ) : null}
          {comment.can_delete && !editing ? (
            <button
              type="button"
              className="text-muted-foreground hover:text-danger"
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              Delete
            </button>
          ) : null}
          <Dialog
            open={confirming}
            onOpenChange={(open) => (busy ? undefined : setConfirming(open))}
            title="Delete comment"
            size="sm"
          >
            <p className="text-sm">{DELETE_COMMENT_QUESTION}</p>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setConfirming(false)} disabled={busy}>
                Keep comment
              </Button>
              <Button variant="danger" loading={busy} onClick={() => void remove()}>
                Delete comment
              </Button>
            </div>
          </Dialog>
        </div>
      </div>
    </li>
  );
}
