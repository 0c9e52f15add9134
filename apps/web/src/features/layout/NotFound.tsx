import { Link, useLocation } from 'react-router';
import { Music2 } from 'lucide-react';
import { buttonClasses } from '../../ui/Button';
import { Container } from '../../ui/Container';

export function NotFound() {
  const { pathname } = useLocation();
  return (
    <Container className="py-20 sm:py-28">
      <title>Page not found · Serenade</title>
      <div className="mx-auto flex max-w-lg flex-col items-center text-center">
        <p className="text-gradient text-7xl font-extrabold tracking-tight sm:text-8xl">404</p>
        <h1 className="mt-4 text-3xl font-bold">Page not found</h1>
        <p className="mt-3 text-muted-foreground">
          We couldn&apos;t find <code className="rounded bg-muted px-1.5 py-0.5 text-sm break-all">{pathname}</code>. It
          may have moved, or the link may be mistyped.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses()}>
            Back to home
          </Link>
          <Link to="/feed" className={buttonClasses({ variant: 'outline' })}>
            <Music2 className="size-4" aria-hidden="true" /> Discover songs
          </Link>
        </div>
      </div>
    </Container>
  );
}
