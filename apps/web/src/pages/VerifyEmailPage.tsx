import { VerifyEmailView } from '../features/auth/VerifyEmailView';

export function VerifyEmailPage() {
  return <VerifyEmailView />;
}
