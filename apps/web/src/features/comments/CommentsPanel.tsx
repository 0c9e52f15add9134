import { ApiError } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useAuthModal } from '../auth/auth-modal-context';
import { useSession } from '../auth/use-session';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import { useComments } from './use-comments';

export type CommentsPanelProps = {
  songId: string;
  /** The player's position in seconds, for "pin to current moment". */
  currentTime: number;
  onSeek: (seconds: number) => void;
  /** False where the viewer reads but may not write (staff on a member's private song). */
  canComment?: boolean;
};

export function CommentsPanel({ songId, currentTime, onSeek, canComment = true }: CommentsPanelProps) {
  const { status } = useSession();
  const auth = useAuthModal();
  const signedIn = status === 'authenticated';
  const { query, add, edit, remove, like } = useComments(songId);

  return (
    <section aria-label="Comments" className="flex flex-col gap-4">
      {!canComment ? null : signedIn ? (
        <CommentComposer
          currentTime={currentTime}
          onSubmit={(content, timestamp) => add.mutateAsync({ content, timestamp })}
        />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border p-4">
          <p className="text-sm text-muted-foreground">Please log in to comment</p>
          <Button size="sm" onClick={() => auth.openLogin()}>
            Log in
          </Button>
        </div>
      )}
      {query.isPending ? (
        <div className="flex justify-center py-6 text-muted-foreground">
          <Spinner label="Loading comments…" />
        </div>
      ) : query.isError ? (
        <Alert
          variant="error"
          title="Failed to load comments"
          action={
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          {query.error instanceof ApiError && query.error.fromServer
            ? query.error.message
            : 'An error occurred while loading comments'}
        </Alert>
      ) : (
        (() => {
          const comments = query.data.pages.flatMap((p) => p.comments);
          if (comments.length === 0)
            return (
              <p className="py-6 text-center text-muted-foreground">
                {canComment ? 'No comments yet. Be the first to share your thoughts!' : 'No comments yet.'}
              </p>
            );
          return (
            <>
              <ul aria-label="Comment list" className="divide-y divide-border">
                {comments.map((c) => (
                  <CommentItem
                    key={c.id}
                    comment={c}
                    signedIn={signedIn}
                    onSeek={onSeek}
                    onEdit={(content) => edit.mutateAsync({ id: c.id, content })}
                    onDelete={() => remove.mutateAsync(c.id)}
                    onToggleLike={() => like.mutate(c)}
                    onLoginNeeded={() => auth.openLogin()}
                    canLike={canComment}
                  />
                ))}
              </ul>
              {query.hasNextPage ? (
                <div className="flex justify-center">
                  <Button
                    variant="outline"
                    loading={query.isFetchingNextPage}
                    onClick={() => void query.fetchNextPage()}
                  >
                    Load More
                  </Button>
                </div>
              ) : null}
            </>
          );
        })()
      )}
    </section>
  );
}
