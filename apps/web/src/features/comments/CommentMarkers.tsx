import type { TComment } from '@serenade/contract';
import { useComments } from './use-comments';

const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

/** Where comments pinned to a moment sit along the song, as fractions of its length. */
export function markerPositions(comments: TComment[], duration: number): { comment: TComment; left: number }[] {
  if (!(duration > 0)) return [];
  return comments
    .filter((c): c is TComment & { timestamp: number } => c.timestamp !== null && c.timestamp <= duration)
    .map((c) => ({ comment: c, left: Math.min(1, Math.max(0, c.timestamp / duration)) }));
}

/** Comment markers under the waveform; clicking one seeks to its moment. */
export function CommentMarkers({
  songId,
  duration,
  onSeek,
}: {
  songId: string;
  duration: number;
  onSeek: (seconds: number) => void;
}) {
  const { query } = useComments(songId);
  const comments = query.data?.pages.flatMap((p) => p.comments) ?? [];
  const markers = markerPositions(comments, duration);
  if (markers.length === 0) return null;
  return (
    <div className="relative mt-1 h-5" aria-label="Comments on the timeline" role="group">
      {markers.map(({ comment, left }) => (
        <button
          key={comment.id}
          type="button"
          onClick={() => onSeek(comment.timestamp!)}
          style={{ left: `${left * 100}%` }}
          title={`${comment.user.name} at ${clock(comment.timestamp!)}: ${comment.content}`}
          aria-label={`Comment by ${comment.user.name} at ${clock(comment.timestamp!)}: ${comment.content.slice(0, 80)}`}
          // The dot stays small; the button around it is a 44 px target on phones (24 px from sm up).
          className="absolute top-1/2 flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-ring sm:size-6"
          data-testid="comment-marker"
        >
          <span aria-hidden="true" className="size-4 rounded-full border-2 border-card bg-pink-600 shadow" />
        </button>
      ))}
    </div>
  );
}
