import { cn } from './cn';

export type ProgressBarProps = {
  /** 0-100. */
  value: number;
  /** The id of the visible text that names this bar. */
  labelledBy?: string;
  label?: string;
  /** Read out instead of the bare number, e.g. "42% uploaded". */
  valueText?: string;
  className?: string;
};

export function ProgressBar({ value, labelledBy, label, valueText, className }: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className="h-full rounded-full bg-brand-gradient transition-[width] duration-300 ease-out"
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
