import { Link } from 'react-router';
import { ArrowRight, Clock } from 'lucide-react';
import { formatDuration, SONG_DEFAULTS } from '@serenade/contract';
import { errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button, buttonClasses } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { CoverImage } from '../../ui/CoverImage';
import { genreLabel } from '../upload/categories';
import { SongKindText } from '../order/SongKindText';
import { ContentHeader } from './ContentHeader';
import { useDemoSongs, type DemoSong } from './examples';

function ExampleCard({ song }: { song: DemoSong }) {
  const title = song.title || SONG_DEFAULTS.title;
  const headingId = `example-${song.id}`;
  const firstLines = song.lyrics.filter((line) => line.text.trim()).slice(0, 4);
  const genre = genreLabel(song.genre);

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="grid grid-cols-1 gap-6 rounded-2xl border border-border bg-card p-5 shadow-soft sm:p-6 md:grid-cols-[11rem_minmax(0,1fr)]"
      >
        <CoverImage src={song.coverUrl} className="aspect-square w-full max-w-[11rem] rounded-2xl" />
        <div className="flex min-w-0 flex-col">
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {genre ? <Badge variant="primary">{genre}</Badge> : null}
            <span className="inline-flex items-center gap-1 tabular-nums">
              <Clock className="size-3.5" aria-hidden="true" />
              <span className="sr-only">Duration </span>
              {formatDuration(song.duration)}
            </span>
          </div>
          <h2 id={headingId} className="mt-2 text-xl font-bold sm:text-2xl">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">by {song.artist}</p>
          <p className="mt-3 max-w-[60ch] text-muted-foreground">{song.description || SONG_DEFAULTS.description}</p>
          {song.audioUrl ? (
            <audio
              controls
              preload="none"
              src={song.audioUrl}
              aria-label={`Play ${title}`}
              className="mt-5 h-10 w-full max-w-xl"
            />
          ) : (
            <p className="mt-5 text-sm text-muted-foreground">The audio for this example is still being prepared.</p>
          )}
          {firstLines.length ? (
            <figure className="mt-5 max-w-xl rounded-xl bg-muted/60 p-4 text-sm">
              <figcaption className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                From the lyrics
              </figcaption>
              <blockquote className="mt-2 space-y-0.5 italic">
                {firstLines.map((line, i) => (
                  <p key={`${line.time}-${i}`}>{line.text}</p>
                ))}
              </blockquote>
            </figure>
          ) : null}
          <Link
            to={`/track/${song.id}`}
            className="mt-5 inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-link underline-offset-4 hover:underline"
          >
            Open the song page<span className="sr-only">: {title}</span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </article>
    </li>
  );
}

export function ExamplesView() {
  const songs = useDemoSongs();
  return (
    <>
      <title>Example Songs · Serenade</title>
      <ContentHeader
        eyebrow="Examples"
        title="Hear what Serenade makes"
        lede="Real songs from our generator, made from a short description like the one you would write. Press play, then imagine the names were yours."
      >
        <p className="mt-4 max-w-2xl text-sm text-muted-foreground">
          <SongKindText
            sung="Each song is sung by our synthesised voice over its arrangement; the words light up in time on its song page."
            instrumental="Each song is an instrumental arrangement with a lead melody carrying the tune; the lyrics scroll in time on its song page."
            produced="Each song comes with its lyrics, which scroll in time on its song page."
          />
        </p>
      </ContentHeader>
      <Container className="py-12 sm:py-16">
        {songs.isPending ? (
          <ul className="flex flex-col gap-6" aria-busy="true" aria-label="Loading example songs">
            {[0, 1, 2].map((i) => (
              <li key={i} className="h-64 animate-pulse rounded-2xl border border-border bg-muted/60" />
            ))}
          </ul>
        ) : songs.isError ? (
          <Alert
            variant="error"
            title="Could not load the example songs"
            action={
              <Button size="sm" variant="outline" onClick={() => void songs.refetch()}>
                Try Again
              </Button>
            }
          >
            {errorMessage(songs.error)}
          </Alert>
        ) : songs.data.length === 0 ? (
          <Alert title="The example songs are on their way">
            They are rendered when Serenade starts for the first time. Please check back in a minute.
          </Alert>
        ) : (
          <ul className="flex flex-col gap-6">
            {songs.data.map((song) => (
              <ExampleCard key={song.id} song={song} />
            ))}
          </ul>
        )}
        <div className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-muted/60 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-lg font-semibold">Your story, your song</h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Describe the occasion and we will write one just for you.
            </p>
          </div>
          <Link to="/create-song" className={buttonClasses()}>
            Create a Custom Song <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </Container>
    </>
  );
}
