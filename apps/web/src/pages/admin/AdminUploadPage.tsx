import { useParams } from 'react-router';
import { AdminUploadView } from '../../features/admin/upload/AdminUploadView';

export function AdminUploadPage() {
  const { requestId } = useParams();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <title>Upload Song · Admin · Serenade</title>
      <AdminUploadView key={requestId ?? 'library'} requestId={requestId ?? null} />
    </div>
  );
}
