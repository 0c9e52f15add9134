import type { ReactNode } from 'react';
import { Container } from '../../ui/Container';

export type ContentHeaderProps = {
  eyebrow?: string;
  title: string;
  lede?: ReactNode;
  children?: ReactNode;
};

/** The banner at the top of informational pages, in the home page's visual language. */
export function ContentHeader({ eyebrow, title, lede, children }: ContentHeaderProps) {
  return (
    <header className="relative overflow-hidden border-b border-border/70">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 -top-40 -z-10 h-[30rem] bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--primary)_16%,transparent),transparent_65%)]"
      />
      <Container className="py-14 sm:py-20">
        <div className="max-w-3xl">
          {eyebrow ? <p className="text-sm font-semibold text-link">{eyebrow}</p> : null}
          <h1 className="mt-2 text-4xl leading-tight font-extrabold sm:text-5xl">{title}</h1>
          {lede ? <p className="mt-5 text-lg text-muted-foreground sm:text-xl">{lede}</p> : null}
          {children}
        </div>
      </Container>
    </header>
  );
}
