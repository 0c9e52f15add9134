import { Copyright } from 'lucide-react';
import { PlaceholderPage } from '../features/layout/PlaceholderPage';

export function CopyrightPage() {
  return (
    <PlaceholderPage
      title="Copyright"
      description="Who owns the songs made on Serenade, how you may use them, and how to report a problem."
      icon={<Copyright aria-hidden="true" />}
    />
  );
}
