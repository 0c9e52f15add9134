import { UploadView } from '../features/upload/UploadView';

export function UploadPage() {
  return <UploadView />;
}
