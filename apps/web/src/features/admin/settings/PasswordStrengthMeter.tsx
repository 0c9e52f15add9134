import { Check, X } from 'lucide-react';
import { cn } from '../../../ui/cn';
import { passwordStrength, STRENGTH_TEXT } from './password-strength';

const BAR: Record<'weak' | 'medium' | 'strong', string> = {
  weak: 'bg-danger',
  medium: 'bg-warning',
  strong: 'bg-success',
};

/** SPEC 5 strength meter: six points, weak / medium / strong, with what counts towards it. */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const s = passwordStrength(password);
  return (
    <div id={id} className="flex flex-col gap-2" data-testid="password-strength">
      <div className="flex items-center gap-3">
        <div
          role="meter"
          aria-label="Password strength"
          aria-valuemin={0}
          aria-valuemax={6}
          aria-valuenow={s.score}
          aria-valuetext={`${STRENGTH_TEXT[s.label]} (${s.score} of 6)`}
          className="flex h-2 flex-1 gap-1"
        >
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <span key={i} className={cn('h-full flex-1 rounded-full', i < s.score ? BAR[s.label] : 'bg-muted')} />
          ))}
        </div>
        <span
          className={cn(
            'w-16 text-right text-sm font-medium',
            s.label === 'weak' ? 'text-danger' : s.label === 'medium' ? 'text-warning' : 'text-success',
          )}
        >
          {password ? STRENGTH_TEXT[s.label] : ''}
        </span>
      </div>
      <ul className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs sm:grid-cols-2" aria-label="What makes it stronger">
        {s.checks.map((c) => (
          <li key={c.key} className={cn('flex items-center gap-1.5', c.met ? 'text-success' : 'text-muted-foreground')}>
            {c.met ? <Check className="size-3.5" aria-hidden="true" /> : <X className="size-3.5" aria-hidden="true" />}
            {c.label}
            <span className="sr-only">{c.met ? '(done)' : '(missing)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
