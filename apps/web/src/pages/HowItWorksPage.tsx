import { HowItWorksView } from '../features/content/HowItWorksView';

export function HowItWorksPage() {
  return <HowItWorksView />;
}
