import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '../../../ui/cn';

export type MultiSelectProps<T extends string> = {
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T[];
  onChange: (value: T[]) => void;
};

/**
 * A filter with several choices: a menu of checkbox items (Radix), so keyboard and screen readers
 * get "menuitemcheckbox, checked". The menu stays open while choices are ticked.
 */
export function MultiSelect<T extends string>({ label, options, labels, value, onChange }: MultiSelectProps<T>) {
  const toggle = (option: T, on: boolean) =>
    onChange(on ? options.filter((o) => o === option || value.includes(o)) : value.filter((v) => v !== option));
  const summary = value.length === 0 ? 'All' : value.length === 1 ? labels[value[0]!] : `${value.length} selected`;
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label={`${label}: ${summary}`}
        className={cn(
          'inline-flex h-10 items-center justify-between gap-2 rounded-xl border border-input bg-card px-3.5 text-sm shadow-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
          value.length > 0 && 'border-primary/50',
        )}
      >
        <span className="text-muted-foreground">{label}:</span>
        <span className="max-w-40 truncate font-medium">{summary}</span>
        <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-56 rounded-xl border border-border bg-card p-1.5 text-card-foreground shadow-lifted data-[state=open]:animate-menu-in"
        >
          <Menu.Label className="px-2.5 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {label}
          </Menu.Label>
          {options.map((option) => (
            <Menu.CheckboxItem
              key={option}
              checked={value.includes(option)}
              onCheckedChange={(on) => toggle(option, on === true)}
              onSelect={(e) => e.preventDefault()}
              className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted"
            >
              <span
                className={cn(
                  'flex size-4 items-center justify-center rounded border border-input',
                  value.includes(option) && 'border-primary bg-primary text-primary-foreground',
                )}
                aria-hidden="true"
              >
                <Menu.ItemIndicator>
                  <Check className="size-3" />
                </Menu.ItemIndicator>
              </span>
              {labels[option]}
            </Menu.CheckboxItem>
          ))}
          {value.length > 0 ? (
            <>
              <Menu.Separator className="-mx-1.5 my-1.5 h-px bg-border" />
              <Menu.Item
                onSelect={() => onChange([])}
                className="cursor-pointer rounded-lg px-2.5 py-2 text-sm text-link outline-none data-[highlighted]:bg-muted"
              >
                Clear {label.toLowerCase()} filter
              </Menu.Item>
            </>
          ) : null}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
