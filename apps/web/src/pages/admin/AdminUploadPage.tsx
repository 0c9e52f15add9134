import { useParams } from 'react-router';
import { AdminPlaceholder } from '../../features/admin/AdminPlaceholder';

export function AdminUploadPage() {
  const { requestId } = useParams();
  return (
    <AdminPlaceholder
      title="Upload Song"
      description={
        requestId
          ? `Upload the finished MP3 for request ${requestId.slice(0, 8)} and notify the requester.`
          : 'Upload a finished MP3 to the library, optionally for a song request.'
      }
    />
  );
}
