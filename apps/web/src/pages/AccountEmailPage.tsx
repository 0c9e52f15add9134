import { AccountEmailView } from '../features/auth/AccountEmailView';

export function AccountEmailPage() {
  return <AccountEmailView />;
}
