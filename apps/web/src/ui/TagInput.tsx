import { useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { cn } from './cn';
import { useFieldControl } from './Field';

export type TagInputProps = {
  value: string[];
  onChange: (next: string[]) => void;
  /** Keys that turn the typed text into a tag. A comma always does (also when pasted). */
  commitKeys?: readonly string[];
  /** Leaving the field turns what was typed into a tag. */
  commitOnBlur?: boolean;
  maxTags?: number;
  maxLength?: number;
  placeholder?: string;
  id?: string;
  /** Spoken name of a tag's remove button, e.g. "Remove pop". */
  removeLabel?: (tag: string) => string;
  'aria-label'?: string;
  className?: string;
};

/** Adds new, non-empty, not-yet-present tags (case-insensitive), up to `max`. */
export function addTags(current: readonly string[], raw: readonly string[], max = Infinity): string[] {
  const next = [...current];
  for (const part of raw) {
    const tag = part.trim();
    if (!tag || next.length >= max) continue;
    if (next.some((t) => t.toLowerCase() === tag.toLowerCase())) continue;
    next.push(tag);
  }
  return next;
}

/**
 * Free-text tags: typing a comma (or a commit key) adds what was typed; Backspace in an empty field
 * removes the last tag. Each tag has its own remove button.
 */
export function TagInput({
  value,
  onChange,
  commitKeys = [','],
  commitOnBlur = true,
  maxTags = 20,
  maxLength = 50,
  placeholder,
  id,
  removeLabel = (tag) => `Remove ${tag}`,
  className,
  ...aria
}: TagInputProps) {
  const field = useFieldControl();
  const [text, setText] = useState('');
  const full = value.length >= maxTags;

  const commit = (parts: string[]) => {
    const next = addTags(value, parts, maxTags);
    if (next.length !== value.length) onChange(next);
  };

  const handleChange = (raw: string) => {
    if (raw.includes(',')) {
      // Typed or pasted commas: everything before the last one becomes tags.
      const parts = raw.split(',');
      const rest = parts.pop() ?? '';
      commit(parts);
      setText(rest.trimStart());
      return;
    }
    setText(raw);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && text === '' && value.length > 0) {
      event.preventDefault();
      onChange(value.slice(0, -1));
      return;
    }
    if (commitKeys.includes(event.key) && event.key !== ',') {
      // An empty field lets Enter do its usual job (submitting the form).
      if (text.trim() === '') return;
      event.preventDefault();
      commit([text]);
      setText('');
    }
  };

  return (
    <div
      className={cn(
        'flex min-h-10 w-full flex-wrap items-center gap-1.5 rounded-xl border border-input bg-card px-2 py-1.5 shadow-xs transition-colors focus-within:border-ring focus-within:outline-2 focus-within:outline-ring',
        field?.invalid && 'border-danger focus-within:outline-danger',
        className,
      )}
    >
      {value.length > 0 ? (
        <ul className="contents" aria-label="Added">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-lg bg-primary-soft py-0.5 pr-1 pl-2.5 text-sm font-medium text-link"
            >
              <span className="truncate">{tag}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((t) => t !== tag))}
                aria-label={removeLabel(tag)}
                className="inline-flex size-5 items-center justify-center rounded-md hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id ?? field?.id}
        aria-describedby={field?.describedBy}
        aria-invalid={field?.invalid || undefined}
        {...aria}
        value={text}
        maxLength={maxLength}
        disabled={full}
        placeholder={full ? `Up to ${maxTags}` : placeholder}
        onChange={(e) => handleChange(e.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={() => {
          if (commitOnBlur && text.trim()) {
            commit([text]);
            setText('');
          }
        }}
        className="h-7 min-w-[8rem] flex-1 bg-transparent px-1.5 text-sm text-foreground outline-none placeholder:text-muted-foreground/80 disabled:cursor-not-allowed"
      />
    </div>
  );
}
