import { useId, useState } from 'react';
import { Mail, Plus, X } from 'lucide-react';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { isValidEmail, MAX_DESTINATION_EMAILS } from './order-form';

export type EmailListInputProps = {
  value: string[];
  onChange: (next: string[]) => void;
  label: string;
  hint?: string;
  error?: string;
  max?: number;
};

/** E-mail addresses added one at a time: Add is enabled only for a valid address (SPEC 5). */
export function EmailListInput({
  value,
  onChange,
  label,
  hint,
  error,
  max = MAX_DESTINATION_EMAILS,
}: EmailListInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const candidate = text.trim().toLowerCase();
  const duplicate = value.includes(candidate);
  const canAdd = isValidEmail(candidate) && !duplicate && value.length < max;

  const add = () => {
    if (!canAdd) return;
    onChange([...value, candidate]);
    setText('');
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="friend@example.com"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              // Enter adds the address instead of moving on to the next step.
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add} disabled={!canAdd} className="shrink-0">
          <Plus className="size-4" aria-hidden="true" />
          Add
        </Button>
      </div>
      {duplicate && candidate ? <p className="text-xs text-muted-foreground">Already on the list.</p> : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul className="mt-1 flex flex-col gap-1.5" aria-label={`Added addresses (${value.length})`}>
          {value.map((email) => (
            <li
              key={email}
              className="flex items-center gap-2 rounded-xl border border-border bg-muted/50 py-1.5 pr-1.5 pl-3 text-sm"
            >
              <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">{email}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((e) => e !== email))}
                aria-label={`Remove ${email}`}
                className="inline-flex size-7 items-center justify-center rounded-lg text-muted-foreground hover:bg-card hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
