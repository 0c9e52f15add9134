import { TermsView } from '../features/content/TermsView';

export function TermsPage() {
  return <TermsView />;
}
