import { Headphones } from 'lucide-react';
import { PlaceholderPage } from '../features/layout/PlaceholderPage';

export function ExamplesPage() {
  return (
    <PlaceholderPage
      title="Examples"
      description="Listen to songs made for birthdays, weddings, teams and more, and get ideas for your own."
      icon={<Headphones aria-hidden="true" />}
    />
  );
}
