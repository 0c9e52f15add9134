import { useNavigate } from 'react-router';
import { ArrowLeft, CircleAlert } from 'lucide-react';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';

export const SONG_ERROR_TITLE = 'Error Loading Song';
export const SONG_ERROR_MESSAGE = 'Failed to load song data';

export function SongError({ reason }: { reason?: string }) {
  const navigate = useNavigate();
  const goBack = () => {
    // react-router keeps its own history index; without an earlier entry, go home.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/');
  };
  return (
    <Container className="py-20 sm:py-28">
      <title>{`${SONG_ERROR_TITLE} · Serenade`}</title>
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-danger-soft text-danger">
          <CircleAlert className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-3xl font-bold">{SONG_ERROR_TITLE}</h1>
        <p className="mt-3 text-muted-foreground">{SONG_ERROR_MESSAGE}</p>
        {reason && reason !== SONG_ERROR_MESSAGE ? (
          <p className="mt-1 text-sm text-muted-foreground">{reason}</p>
        ) : null}
        <Button variant="outline" className="mt-8" onClick={goBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Go Back
        </Button>
      </div>
    </Container>
  );
}

export function SongSkeleton() {
  return (
    <Container className="py-8 sm:py-12">
      <p role="status" className="sr-only">
        Loading song…
      </p>
      <div aria-hidden="true">
        <div className="grid grid-cols-1 gap-8 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-10">
          <div className="aspect-square w-full max-w-xs rounded-3xl bg-muted motion-safe:animate-pulse md:max-w-none" />
          <div className="space-y-4">
            <div className="h-5 w-20 rounded-full bg-muted motion-safe:animate-pulse" />
            <div className="h-10 w-3/4 rounded-xl bg-muted motion-safe:animate-pulse" />
            <div className="h-5 w-1/3 rounded-full bg-muted motion-safe:animate-pulse" />
            <div className="h-4 w-full max-w-xl rounded-full bg-muted motion-safe:animate-pulse" />
            <div className="h-4 w-2/3 max-w-lg rounded-full bg-muted motion-safe:animate-pulse" />
            <div className="flex gap-3 pt-2">
              <div className="size-14 rounded-full bg-muted motion-safe:animate-pulse" />
              <div className="h-10 w-20 rounded-xl bg-muted motion-safe:animate-pulse" />
              <div className="h-10 w-24 rounded-xl bg-muted motion-safe:animate-pulse" />
            </div>
          </div>
        </div>
        <div className="mt-8 h-36 rounded-3xl bg-muted motion-safe:animate-pulse" />
        <div className="mt-8 h-72 rounded-3xl bg-muted motion-safe:animate-pulse" />
      </div>
    </Container>
  );
}
