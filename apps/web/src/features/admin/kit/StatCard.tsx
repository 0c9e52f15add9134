import type { ReactNode } from 'react';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { Card } from '../../../ui/Card';
import { cn } from '../../../ui/cn';

export type StatCardProps = {
  label: string;
  value: ReactNode;
  /** Percent change against the previous period; the marker shows its direction. 'new': nothing before. */
  change?: number | 'new' | null;
  changeLabel?: string;
  icon?: ReactNode;
  /** Replaces the value when the figure could not be loaded (e.g. 'Could not load users'). */
  error?: string | null;
  className?: string;
};

export function StatCard({
  label,
  value,
  change,
  changeLabel = 'vs previous 30 days',
  icon,
  error,
  className,
}: StatCardProps) {
  const dir = change == null || change === 'new' ? null : change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  return (
    <Card className={cn('p-5', className)}>
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        {icon ? <span className="text-primary">{icon}</span> : null}
      </div>
      {error ? (
        <p className="mt-2 text-sm text-danger" role="status">
          {error}
        </p>
      ) : (
        <p className="mt-2 text-2xl font-semibold tabular-nums">{value}</p>
      )}
      {!error && change === 'new' ? (
        <p className="mt-1 flex items-center gap-1 text-xs text-success">
          <ArrowUpRight className="size-3.5" aria-hidden="true" />
          <span>New: none in the previous 30 days</span>
        </p>
      ) : null}
      {!error && dir ? (
        <p
          className={cn(
            'mt-1 flex items-center gap-1 text-xs',
            dir === 'up' && 'text-success',
            dir === 'down' && 'text-danger',
            dir === 'flat' && 'text-muted-foreground',
          )}
        >
          {dir === 'up' ? (
            <ArrowUpRight className="size-3.5" aria-label="Increase" />
          ) : dir === 'down' ? (
            <ArrowDownRight className="size-3.5" aria-label="Decrease" />
          ) : (
            <Minus className="size-3.5" aria-label="No change" />
          )}
          <span>
            {Math.abs(typeof change === 'number' ? change : 0)}% {changeLabel}
          </span>
        </p>
      ) : null}
    </Card>
  );
}
