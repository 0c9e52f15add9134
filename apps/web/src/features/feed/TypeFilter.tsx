import { ACTIVITY_TYPES, type TActivityType } from '@serenade/contract';
import { cn } from '../../ui/cn';
import { ACTIVITY_TYPE_LABELS } from './activity-sentence';

export type TypeFilterProps = { value: readonly TActivityType[]; onChange: (next: TActivityType[]) => void };

/** Multi-select as toggle chips; none selected means every type. */
export function TypeFilter({ value, onChange }: TypeFilterProps) {
  const toggle = (type: TActivityType) =>
    onChange(value.includes(type) ? value.filter((t) => t !== type) : [...value, type]);
  return (
    <div role="group" aria-label="Show activity types" className="flex flex-wrap items-center gap-2">
      {ACTIVITY_TYPES.map((type) => {
        const on = value.includes(type);
        return (
          <button
            key={type}
            type="button"
            aria-pressed={on}
            onClick={() => toggle(type)}
            className={cn(
              'rounded-full border px-3 py-1 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
              on
                ? 'border-primary bg-primary-soft text-link'
                : 'border-border bg-card text-muted-foreground hover:bg-muted',
            )}
          >
            {ACTIVITY_TYPE_LABELS[type]}
          </button>
        );
      })}
      {value.length > 0 ? (
        <button type="button" onClick={() => onChange([])} className="text-xs text-link hover:underline">
          Show all
        </button>
      ) : null}
    </div>
  );
}
