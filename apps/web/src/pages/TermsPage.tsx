import { FileText } from 'lucide-react';
import { PlaceholderPage } from '../features/layout/PlaceholderPage';

export function TermsPage() {
  return (
    <PlaceholderPage
      title="Terms of Service"
      description="The terms that apply when you order songs, upload music and use Serenade."
      icon={<FileText aria-hidden="true" />}
    />
  );
}
