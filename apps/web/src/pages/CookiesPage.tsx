import { Cookie } from 'lucide-react';
import { PlaceholderPage } from '../features/layout/PlaceholderPage';

export function CookiesPage() {
  return (
    <PlaceholderPage
      title="Cookie Policy"
      description="The small amount of browser storage Serenade uses to keep you signed in and remember your choices."
      icon={<Cookie aria-hidden="true" />}
    />
  );
}
