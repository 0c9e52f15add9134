import { FaqView } from '../features/content/FaqView';

export function FaqPage() {
  return <FaqView />;
}
