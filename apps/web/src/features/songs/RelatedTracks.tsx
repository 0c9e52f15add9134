import { useMemo } from 'react';
import { Link } from 'react-router';
import { CoverArt } from './CoverArt';
import { useRelatedSongs } from './queries';
import { formatDuration, songTitle } from './song-defaults';
import { SongPlayButton } from './SongPlayButton';
import { tracksOf } from './to-track';

/** SPEC 2/9: the 3 latest songs other than this one. */
export function RelatedTracks({ songId }: { songId: string }) {
  const query = useRelatedSongs(songId);
  const songs = useMemo(() => query.data ?? [], [query.data]);
  const queue = useMemo(() => tracksOf(songs), [songs]);
  return (
    <section
      aria-labelledby="related-heading"
      className="rounded-3xl border border-border bg-card p-5 shadow-soft sm:p-6"
    >
      <h2 id="related-heading" className="text-lg font-semibold">
        Related tracks
      </h2>
      {query.isPending ? (
        <ul aria-hidden="true" className="mt-4 space-y-3">
          {[0, 1, 2].map((i) => (
            <li key={i} className="flex items-center gap-3">
              <div className="size-14 rounded-xl bg-muted motion-safe:animate-pulse" />
              <div className="flex-1 space-y-2">
                <div className="h-4 w-3/4 rounded-full bg-muted motion-safe:animate-pulse" />
                <div className="h-3 w-1/3 rounded-full bg-muted motion-safe:animate-pulse" />
              </div>
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <p className="mt-3 text-sm text-muted-foreground">Related tracks could not be loaded.</p>
      ) : songs.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">No other songs yet.</p>
      ) : (
        <ul className="mt-4 space-y-2">
          {songs.map((song) => {
            const title = songTitle(song.title);
            const index = queue.findIndex((t) => t.id === song.id);
            return (
              <li key={song.id} className="flex items-center gap-3 rounded-xl p-1.5 hover:bg-muted/60">
                <CoverArt src={song.coverUrl} className="size-14 shrink-0 rounded-xl" />
                <div className="min-w-0 flex-1">
                  <Link to={`/track/${song.id}`} className="block truncate font-medium hover:underline">
                    {title}
                  </Link>
                  <p className="truncate text-xs text-muted-foreground">
                    {song.artist} · {formatDuration(song.duration)}
                  </p>
                </div>
                {index >= 0 ? (
                  <SongPlayButton queue={queue} index={index} queueId={`related:${songId}`} title={title} />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
