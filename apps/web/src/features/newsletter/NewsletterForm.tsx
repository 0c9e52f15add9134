import { useEffect, useId, useState, type FormEvent } from 'react';
import { CircleCheck, Send } from 'lucide-react';
import { errorMessage } from '../../lib/api-error';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { Input } from '../../ui/Input';
import { subscribeToNewsletter } from './api';

type Phase = 'idle' | 'sending' | 'thanks';

/** SPEC 2/9: the thank-you shows for 3 seconds, then the box resets. */
export const THANKS_MS = 3000;

export type NewsletterFormProps = { className?: string; size?: 'compact' | 'large' };

export function NewsletterForm({ className, size = 'compact' }: NewsletterFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (phase !== 'thanks') return;
    const timer = setTimeout(() => {
      setPhase('idle');
      setEmail('');
    }, THANKS_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const value = email.trim();
    if (!value) {
      setError('Please enter your email address');
      return;
    }
    // Loaded on demand: the footer is on every page and the shared schemas need not be in the first load.
    const { EMAIL_PATTERN } = await import('@serenade/contract');
    if (!EMAIL_PATTERN.test(value)) {
      setError('Please enter a valid email address');
      return;
    }
    setPhase('sending');
    try {
      await subscribeToNewsletter(value);
      setPhase('thanks');
    } catch (err) {
      setPhase('idle');
      setError(errorMessage(err, 'Could not subscribe you right now. Please try again.'));
    }
  };

  if (phase === 'thanks') {
    return (
      <div
        role="status"
        className={cn('flex items-start gap-2 rounded-xl bg-success-soft px-4 py-3 text-sm text-success', className)}
      >
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          <span className="font-semibold">Thanks for subscribing!</span>{' '}
          <span className="text-foreground/80">Please check your inbox to confirm.</span>
        </p>
      </div>
    );
  }

  const errorId = `${id}-error`;
  const large = size === 'large';
  return (
    <form onSubmit={handleSubmit} noValidate className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={id} className="sr-only">
        Your e-mail address
      </label>
      <div className={cn('flex gap-2', large && 'flex-col sm:flex-row')}>
        <Input
          id={id}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn('min-w-0 flex-1', large && 'h-12 text-base')}
        />
        {large ? (
          <Button type="submit" size="lg" loading={phase === 'sending'}>
            Subscribe
          </Button>
        ) : (
          <Button
            type="submit"
            loading={phase === 'sending'}
            aria-label="Subscribe"
            size="compact"
            className="shrink-0"
          >
            {phase === 'sending' ? null : <Send className="size-4 sm:hidden" aria-hidden="true" />}
            <span className="hidden sm:inline">Subscribe</span>
          </Button>
        )}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
