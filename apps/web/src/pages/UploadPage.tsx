import { Upload } from 'lucide-react';
import { PlaceholderPage } from '../features/layout/PlaceholderPage';

export function UploadPage() {
  return (
    <PlaceholderPage
      title="Upload a Song"
      description="Upload your own recordings, give them a title and category, and share them with the community."
      icon={<Upload aria-hidden="true" />}
    />
  );
}
