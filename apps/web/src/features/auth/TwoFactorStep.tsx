import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { TSession, TTwoFactorChallenge } from '@serenade/contract';
import { ApiError, errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { verifyTwoFactor } from './api';

export type TwoFactorStepProps = {
  challenge: TTwoFactorChallenge;
  onVerified: (session: TSession) => void;
  /** Back to the password step, with a reason when the challenge expired. */
  onRestart: (reason?: string) => void;
};

/** The code step of a staff sign-in; first-time users scan a QR code to set up their authenticator app. */
export function TwoFactorStep({ challenge, onVerified, onRestart }: TwoFactorStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const setup = 'twoFactorSetupRequired' in challenge ? challenge : null;

  const mutation = useMutation({
    mutationFn: (value: string) => verifyTwoFactor({ challengeToken: challenge.challengeToken, code: value }),
    onSuccess: onVerified,
    onError: (e) => {
      // An expired or spent challenge cannot be retried: start the sign-in again.
      if (e instanceof ApiError && e.field === 'challengeToken') return onRestart(e.message);
      setError(errorMessage(e, 'Could not check the code. Please try again.'));
      setCode('');
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(value)) return setError('Please enter the 6-digit code');
    setError(null);
    mutation.mutate(value);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="two-factor-title">
      <div>
        <h2 id="two-factor-title" className="text-lg font-semibold">
          {setup ? 'Set up two-step verification' : 'Two-step verification'}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {setup
            ? 'Staff accounts confirm each sign-in with a code. Scan this QR code with an authenticator app (such as Google Authenticator, 1Password or Authy), then enter the 6-digit code it shows.'
            : 'Enter the 6-digit code from your authenticator app.'}
        </p>
      </div>
      {setup ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-border bg-muted/40 p-4">
          <img
            src={setup.qrDataUrl}
            alt="QR code to add Serenade to your authenticator app"
            width={200}
            height={200}
            className="rounded-lg bg-white p-1"
          />
          <div className="text-center text-sm">
            <p className="text-muted-foreground">Can&apos;t scan it? Enter this key instead:</p>
            <code
              data-testid="two-factor-secret"
              className="mt-1 inline-block rounded-md bg-card px-2 py-1 font-mono text-sm tracking-wider"
            >
              {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
            </code>
          </div>
        </div>
      ) : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Field label="Authentication code">
        <Input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          placeholder="123456"
          autoFocus
          className="font-mono tracking-[0.3em]"
        />
      </Field>
      <Button type="submit" size="lg" fullWidth loading={mutation.isPending}>
        Verify
      </Button>
      <button
        type="button"
        onClick={() => onRestart()}
        className="self-center text-sm font-medium text-link underline-offset-4 hover:underline"
      >
        Back to log in
      </button>
    </form>
  );
}
