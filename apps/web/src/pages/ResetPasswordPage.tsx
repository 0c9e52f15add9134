import { ResetPasswordView } from '../features/auth/ResetPasswordView';

export function ResetPasswordPage() {
  return <ResetPasswordView />;
}
