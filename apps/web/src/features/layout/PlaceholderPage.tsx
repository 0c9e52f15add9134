import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { buttonClasses } from '../../ui/Button';
import { Container } from '../../ui/Container';

export type PlaceholderPageProps = {
  title: string;
  /** One sentence on what the page will hold. */
  description: string;
  icon?: ReactNode;
  children?: ReactNode;
};

/** For routes whose screen arrives in a later issue: a real heading and a way back, never a blank page. */
export function PlaceholderPage({ title, description, icon, children }: PlaceholderPageProps) {
  return (
    <Container className="py-16 sm:py-24">
      <title>{`${title} · Serenade`}</title>
      <div className="mx-auto flex max-w-xl flex-col items-center text-center">
        <span className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-link [&_svg]:size-7">
          {icon ?? <Sparkles aria-hidden="true" />}
        </span>
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        <p className="mt-3 text-base text-muted-foreground sm:text-lg">{description}</p>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
          <span className="size-1.5 rounded-full bg-accent" aria-hidden="true" />
          This page is being composed and will be here soon.
        </p>
        {children}
        <Link to="/" className={buttonClasses({ variant: 'outline', className: 'mt-8' })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to home
        </Link>
      </div>
    </Container>
  );
}
