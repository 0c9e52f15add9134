import { SetupView } from '../features/auth/SetupView';

export function SetupPage() {
  return <SetupView />;
}
