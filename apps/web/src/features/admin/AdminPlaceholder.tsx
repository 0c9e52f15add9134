import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../ui/Card';

export type AdminPlaceholderProps = {
  title: string;
  description: string;
  /** Short labels of what the finished screen holds, shown as an outline of it. */
  outline?: string[];
  children?: ReactNode;
};

/** Admin screens that arrive in a later issue: a real heading, what will be here, and a way back. */
export function AdminPlaceholder({ title, description, outline = [], children }: AdminPlaceholderProps) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <title>{`${title} · Admin · Serenade`}</title>
      <div>
        <h2 className="text-2xl font-bold sm:text-3xl">{title}</h2>
        <p className="mt-1.5 max-w-2xl text-muted-foreground">{description}</p>
      </div>
      {outline.length > 0 ? (
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {outline.map((item) => (
            <Card key={item} className="flex flex-col gap-1.5 p-5">
              <p className="text-sm font-medium text-muted-foreground">{item}</p>
              <p className="font-display text-2xl font-bold text-muted-foreground/50" aria-hidden="true">
                —
              </p>
              <p className="text-xs text-muted-foreground">Figures arrive with this screen.</p>
            </Card>
          ))}
        </div>
      ) : null}
      {children}
      <Card className="flex flex-col items-start gap-3 border-dashed p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          This screen is being built. Until then, the rest of the admin area works as usual.
        </p>
        <Link to="/admin" className="text-sm font-medium text-link hover:underline">
          Back to the dashboard
        </Link>
      </Card>
    </div>
  );
}
