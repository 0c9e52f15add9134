import { useEffect, useRef } from 'react';
import { LogIn } from 'lucide-react';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoginForm } from '../auth/LoginForm';
import { OrderSongButton } from './OrderSongButton';

export type InlineLoginCardProps = { onLoggedIn: () => void; onCancel: () => void };

/** SPEC 2: submitting /create-song while logged out asks for a login here, then sends the song. */
export function InlineLoginCard({ onLoggedIn, onCancel }: InlineLoginCardProps) {
  const ref = useRef<HTMLDivElement>(null);
  // It appears below the form: bring it into view and put the cursor in the e-mail field.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    ref.current?.querySelector<HTMLInputElement>('input[type="email"]')?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref}>
      <Card className="p-5 sm:p-7" role="region" aria-labelledby="create-login-heading">
        <div className="mb-5 flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-link">
            <LogIn className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="create-login-heading" className="text-lg font-semibold">
              Log in to create your song
            </h2>
            <p className="text-sm text-muted-foreground">Your song is sent as soon as you are logged in.</p>
          </div>
        </div>
        <LoginForm variant="page" onSuccess={onLoggedIn} />
        <div className="mt-5 flex flex-col gap-3 border-t border-border pt-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <span className="text-muted-foreground">No account? You can order without one.</span>
          <div className="flex flex-wrap gap-2">
            <Button variant="ghost" size="sm" onClick={onCancel}>
              Back to the form
            </Button>
            <OrderSongButton variant="outline" size="sm">
              Order without an account
            </OrderSongButton>
          </div>
        </div>
      </Card>
    </div>
  );
}
