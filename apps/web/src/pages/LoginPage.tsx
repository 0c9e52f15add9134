import { LoginPageView } from '../features/auth/LoginPageView';

export function LoginPage() {
  return <LoginPageView />;
}
