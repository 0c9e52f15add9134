import { useId, type InputHTMLAttributes } from 'react';
import { Globe2, Lock, type LucideIcon } from 'lucide-react';
import { cn } from '../../ui/cn';

type Option = { value: 'true' | 'false'; title: string; body: string; icon: LucideIcon };

const OPTIONS: Option[] = [
  { value: 'true', title: 'Public', body: 'Listed in latest songs; anyone can find and play it.', icon: Globe2 },
  { value: 'false', title: 'Private', body: 'Only you can play it. You can publish it later.', icon: Lock },
];

export type VisibilityChoiceProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'>;

/** Two radio cards; each radio is named by its title alone and described by its sentence. */
export function VisibilityChoice(inputProps: VisibilityChoiceProps) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1.5" disabled={inputProps.disabled}>
      <legend className="mb-1.5 text-sm font-medium">Visibility</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map(({ value, title, body, icon: Icon }) => {
          const titleId = `${id}-${value}-title`;
          const bodyId = `${id}-${value}-body`;
          return (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer gap-3 rounded-xl border border-input bg-card p-4 transition-colors hover:bg-muted/60',
                'has-[:checked]:border-primary has-[:checked]:bg-primary-soft/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
              )}
            >
              <input
                type="radio"
                value={value}
                aria-labelledby={titleId}
                aria-describedby={bodyId}
                className="mt-1 size-4 shrink-0 accent-primary"
                {...inputProps}
              />
              <span className="min-w-0">
                <span id={titleId} className="flex items-center gap-1.5 text-sm font-semibold">
                  <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                  {title}
                </span>
                <span id={bodyId} className="mt-0.5 block text-sm text-muted-foreground">
                  {body}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
