import { useMemo } from 'react';
import { Link } from 'react-router';
import { ArrowRight, RotateCw } from 'lucide-react';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { errorMessage } from '../../lib/api-error';
import { CoverArt } from '../songs/CoverArt';
import { useLatestSongs } from '../songs/queries';
import { SAMPLE_SONGS } from '../songs/sample-songs';
import { formatDuration, songDescription, songGenre, songTitle } from '../songs/song-defaults';
import { SongPlayButton } from '../songs/SongPlayButton';
import { tracksOf } from '../songs/to-track';
import type { SongListItem } from '../songs/types';

type SongCardProps = { song: SongListItem; sample?: boolean; playIndex: number; queue: ReturnType<typeof tracksOf> };

function SongCard({ song, sample = false, playIndex, queue }: SongCardProps) {
  const title = songTitle(song.title);
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-soft transition-[box-shadow,border-color] duration-200 hover:border-primary/30 hover:shadow-lifted">
      <div className="relative">
        <CoverArt src={song.coverUrl} className="aspect-[16/10] w-full" />
        {playIndex >= 0 ? (
          <SongPlayButton
            queue={queue}
            index={playIndex}
            queueId="latest"
            title={title}
            className="absolute right-4 bottom-4 z-10"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="primary" className="capitalize">
            {songGenre(song.genre)}
          </Badge>
          <span className="tabular-nums">{formatDuration(song.duration)}</span>
          {sample ? <Badge>Sample</Badge> : null}
        </div>
        <h3 className="mt-3 text-lg leading-snug font-semibold">
          {sample ? (
            title
          ) : (
            // The stretched link makes the whole card clickable; the play button sits above it.
            <Link
              to={`/track/${song.id}`}
              className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
            >
              {title}
            </Link>
          )}
        </h3>
        <p className="mt-0.5 text-sm text-muted-foreground">{song.artist}</p>
        <p className="mt-3 line-clamp-2 text-sm text-muted-foreground">{songDescription(song.description)}</p>
      </div>
    </li>
  );
}

function SongGrid({ songs, sample = false }: { songs: readonly SongListItem[]; sample?: boolean }) {
  const queue = useMemo(() => (sample ? [] : tracksOf(songs)), [songs, sample]);
  return (
    <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {songs.map((song) => (
        <SongCard
          key={song.id}
          song={song}
          sample={sample}
          queue={queue}
          playIndex={queue.findIndex((t) => t.id === song.id)}
        />
      ))}
    </ul>
  );
}

function SongGridSkeleton() {
  return (
    <div className="mt-10">
      <p role="status" className="sr-only">
        Loading latest songs…
      </p>
      <ul aria-hidden="true" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <li key={i} className="overflow-hidden rounded-2xl border border-border bg-card shadow-soft">
            <div className="aspect-[16/10] motion-safe:animate-pulse bg-muted" />
            <div className="space-y-3 p-5">
              <div className="h-4 w-24 rounded-full bg-muted motion-safe:animate-pulse" />
              <div className="h-5 w-3/4 rounded-full bg-muted motion-safe:animate-pulse" />
              <div className="h-4 w-full rounded-full bg-muted motion-safe:animate-pulse" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function LatestSongs() {
  const query = useLatestSongs();
  return (
    <section aria-labelledby="latest-songs-heading" className="py-16 sm:py-20">
      <Container>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold text-link">Fresh from the studio</p>
            <h2 id="latest-songs-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
              Latest songs
            </h2>
            <p className="mt-3 text-lg text-muted-foreground">The newest songs our listeners chose to share.</p>
          </div>
          <Link to="/feed" className="inline-flex items-center gap-1 text-sm font-medium text-link hover:underline">
            See what&apos;s trending <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>

        {query.isPending ? (
          <SongGridSkeleton />
        ) : query.isError ? (
          <>
            <Alert
              variant="error"
              className="mt-10"
              title="Could not load latest songs."
              action={
                <Button variant="outline" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
                  {query.isFetching ? null : <RotateCw className="size-4" aria-hidden="true" />}
                  Try Again
                </Button>
              }
            >
              {errorMessage(query.error)}
            </Alert>
            <p className="mt-8 text-sm text-muted-foreground">
              Meanwhile, here are a few examples of what Serenade makes:
            </p>
            <SongGrid songs={SAMPLE_SONGS} sample />
          </>
        ) : query.data.length === 0 ? (
          <div className="mt-10 rounded-2xl border border-dashed border-border bg-card/60 p-10 text-center">
            <p className="font-semibold">No public songs yet.</p>
            <p className="mt-1 text-sm text-muted-foreground">Songs people choose to share will appear here.</p>
            <Link to="/create-song" className="mt-4 inline-flex text-sm font-medium text-link hover:underline">
              Create the first one
            </Link>
          </div>
        ) : (
          <SongGrid songs={query.data} />
        )}
      </Container>
    </section>
  );
}
