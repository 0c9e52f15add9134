import type { ReactNode } from 'react';
import { cn } from './cn';

export type PageHeadingProps = {
  title: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  actions?: ReactNode;
  as?: 'h1' | 'h2';
  className?: string;
};

export function PageHeading({ title, description, eyebrow, actions, as: Heading = 'h1', className }: PageHeadingProps) {
  return (
    <div className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="min-w-0">
        {eyebrow ? <p className="mb-2 text-sm font-semibold text-link">{eyebrow}</p> : null}
        <Heading className="text-3xl font-bold sm:text-4xl">{title}</Heading>
        {description ? <p className="mt-2 max-w-2xl text-base text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 gap-2">{actions}</div> : null}
    </div>
  );
}
