import { lazy, Suspense, useEffect, useMemo } from 'react';
import { ListMusic, RotateCw } from 'lucide-react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { errorMessage } from '../../lib/api-error';
import { useDemoSongs } from '../songs/queries';
import { useInView } from './use-in-view';

// The player itself (controls, shortcuts) is its own chunk, fetched alongside the demo songs.
const loadBody = () => import('./DemoPlayerBody');
const DemoPlayerBody = lazy(() => loadBody().then((m) => ({ default: m.DemoPlayerBody })));

function DemoPlayerSkeleton() {
  return (
    <div className="mt-10 grid gap-5 lg:grid-cols-[1.45fr_1fr]" aria-hidden="true">
      <div className="h-80 rounded-3xl border border-border bg-card motion-safe:animate-pulse" />
      <div className="h-80 rounded-3xl border border-border bg-card motion-safe:animate-pulse" />
    </div>
  );
}

export function DemoPlayer() {
  const query = useDemoSongs();
  // Below the fold: its code is fetched when the section comes near the screen, not on first load.
  const [ref, near] = useInView<HTMLElement>({ rootMargin: '600px', once: true });
  useEffect(() => {
    if (near) void loadBody();
  }, [near]);
  const songs = useMemo(() => (query.data ?? []).filter((s) => s.audioUrl), [query.data]);
  return (
    <section ref={ref} aria-labelledby="demo-player-heading" className="bg-muted/50 py-16 sm:py-20">
      <Container>
        <div className="max-w-2xl">
          <p className="text-sm font-semibold text-link">Hear it for yourself</p>
          <h2 id="demo-player-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
            Demo player
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">
            Three songs Serenade wrote, composed and produced from a few sentences each.
          </p>
        </div>
        {query.isPending ? (
          <>
            <p role="status" className="sr-only">
              Loading demo songs…
            </p>
            <DemoPlayerSkeleton />
          </>
        ) : query.isError ? (
          <Alert
            variant="error"
            className="mt-10"
            title="Could not load the demo songs."
            action={
              <Button variant="outline" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
                {query.isFetching ? null : <RotateCw className="size-4" aria-hidden="true" />}
                Try Again
              </Button>
            }
          >
            {errorMessage(query.error)}
          </Alert>
        ) : songs.length === 0 ? (
          <div className="mt-10 flex flex-col items-center rounded-3xl border border-dashed border-border bg-card/60 px-6 py-12 text-center">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-link">
              <ListMusic className="size-6" aria-hidden="true" />
            </span>
            <p className="mt-4 font-semibold">The demo songs are still being recorded.</p>
            <p className="mt-1 max-w-md text-sm text-muted-foreground">
              Serenade renders its sample tracks in the background on first start. Check back in a minute, or listen to
              the latest songs above.
            </p>
          </div>
        ) : near ? (
          <Suspense fallback={<DemoPlayerSkeleton />}>
            <DemoPlayerBody songs={songs} />
          </Suspense>
        ) : (
          <DemoPlayerSkeleton />
        )}
      </Container>
    </section>
  );
}
