import { ForgotPasswordView } from '../features/auth/ForgotPasswordView';

export function ForgotPasswordPage() {
  return <ForgotPasswordView />;
}
