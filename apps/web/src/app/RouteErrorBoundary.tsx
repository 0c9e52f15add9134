import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button, buttonClasses } from '../ui/Button';
import { Container } from '../ui/Container';
import { NotFound } from '../features/layout/NotFound';

/** A failed lazy chunk usually means a new version was deployed while the page was open. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|ChunkLoadError/i.test(error.message)
  );
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;

  const chunk = isChunkLoadError(error);
  if (import.meta.env.DEV) console.error(error);

  return (
    <Container className="py-20">
      <title>Something went wrong · Serenade</title>
      <div role="alert" className="mx-auto flex max-w-lg flex-col items-center text-center">
        <span className="mb-5 flex size-14 items-center justify-center rounded-2xl bg-danger-soft text-danger">
          <TriangleAlert className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-bold">{chunk ? 'A new version is available' : 'Something went wrong'}</h1>
        <p className="mt-3 text-muted-foreground">
          {chunk
            ? 'Serenade was updated while this page was open. Reload to get the latest version.'
            : 'This page ran into a problem. Try again, and if it keeps happening, let us know through Contact Support.'}
        </p>
        <div className="mt-8 flex gap-3">
          <Button onClick={() => window.location.reload()}>
            <RotateCw className="size-4" aria-hidden="true" /> Reload page
          </Button>
          <Link to="/" reloadDocument className={buttonClasses({ variant: 'outline' })}>
            Go home
          </Link>
        </div>
      </div>
    </Container>
  );
}
