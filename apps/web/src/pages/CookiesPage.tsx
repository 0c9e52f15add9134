import { CookiesView } from '../features/content/CookiesView';

export function CookiesPage() {
  return <CookiesView />;
}
