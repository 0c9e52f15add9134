import { Link } from 'react-router';
import { Music, Sparkles, Upload } from 'lucide-react';
import { errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Button, buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { PageHeading } from '../../ui/PageHeading';
import { PageSpinner } from '../../ui/Spinner';
import { MyRequests } from './MyRequests';
import { MySongRow } from './MySongRow';
import { useMySongs } from './use-my-songs';

function EmptyState() {
  return (
    <Card className="flex flex-col items-center px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-link">
        <Music className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-xl font-semibold">No songs yet</h2>
      <p className="mt-2 max-w-md text-muted-foreground">
        Upload a recording of your own, or have Serenade write a song for someone special. Your songs will be listed
        here.
      </p>
      <div className="mt-7 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Link to="/upload" className={buttonClasses()}>
          <Upload className="size-4" aria-hidden="true" /> Upload a Song
        </Link>
        <Link to="/create-song" className={buttonClasses({ variant: 'outline' })}>
          <Sparkles className="size-4" aria-hidden="true" /> Create a Custom Song
        </Link>
      </div>
    </Card>
  );
}

export function MySongsView() {
  const songs = useMySongs();
  const count = songs.data?.length ?? 0;
  const publicCount = songs.data?.filter((s) => s.isPublic).length ?? 0;

  return (
    <Container className="py-10 sm:py-14">
      <title>My Songs · Serenade</title>
      <PageHeading
        title="My Songs"
        description="Everything you have uploaded or had made, public and private. Choose who can hear each one."
        actions={
          count > 0 ? (
            <Link to="/upload" className={buttonClasses()}>
              <Upload className="size-4" aria-hidden="true" /> Upload a Song
            </Link>
          ) : null
        }
        className="mb-8"
      />
      <MyRequests />
      {songs.isPending ? (
        <PageSpinner label="Loading your songs" />
      ) : songs.isError ? (
        <Alert
          variant="error"
          title="Could not load your songs"
          action={
            <Button size="sm" variant="outline" onClick={() => void songs.refetch()}>
              Try Again
            </Button>
          }
        >
          {errorMessage(songs.error)}
        </Alert>
      ) : count === 0 ? (
        <EmptyState />
      ) : (
        <section aria-labelledby="my-songs-list-heading">
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="my-songs-list-heading" className="text-lg font-semibold">
              Your songs
            </h2>
            <p className="text-sm text-muted-foreground">
              {count} {count === 1 ? 'song' : 'songs'} · {publicCount} public
            </p>
          </div>
          <Card className="overflow-hidden p-0">
            <ul className="divide-y divide-border">
              {songs.data.map((song) => (
                <MySongRow key={song.id} song={song} />
              ))}
            </ul>
          </Card>
        </section>
      )}
    </Container>
  );
}
