import { useId, useState } from 'react';
import { Star } from 'lucide-react';
import { cn } from '../../ui/cn';

const WORDS = ['', 'Poor', 'Fair', 'Good', 'Great', 'Excellent'];

export type StarRatingProps = {
  /** '' for no rating, else '1'-'5'. */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
};

/**
 * Five native radio buttons drawn as stars: Tab reaches the group, arrow keys change the rating,
 * and screen readers hear "3 stars, 3 of 5".
 */
export function StarRating({ value, onChange, disabled = false }: StarRatingProps) {
  const name = `rating${useId()}`;
  const [hover, setHover] = useState(0);
  const current = Number(value) || 0;
  const shown = hover || current;

  return (
    <fieldset disabled={disabled} className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">
        Your rating <span className="font-normal text-muted-foreground">(optional)</span>
      </legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="flex items-center" onMouseLeave={() => setHover(0)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer p-0.5" onMouseEnter={() => setHover(n)}>
              <input
                type="radio"
                name={name}
                value={String(n)}
                checked={current === n}
                onChange={() => onChange(String(n))}
                className="peer sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'size-8 rounded-md transition-[color,fill,transform] duration-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring hover:scale-110',
                  n <= shown ? 'fill-amber-400 text-amber-400' : 'fill-transparent text-input',
                )}
              />
              <span className="sr-only">
                {n} {n === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
        <span className="min-w-24 text-sm text-muted-foreground" aria-hidden="true">
          {shown ? `${shown}/5 · ${WORDS[shown]}` : 'Not rated'}
        </span>
        {current ? (
          <button
            type="button"
            onClick={() => onChange('')}
            className="text-sm font-medium text-link underline-offset-4 hover:underline"
          >
            Clear rating
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
