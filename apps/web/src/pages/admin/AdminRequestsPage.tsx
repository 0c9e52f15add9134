import { useParams } from 'react-router';
import { AdminPlaceholder } from '../../features/admin/AdminPlaceholder';

/** SPEC 2: /admin/requests/:requestId shows the same list screen, focused on one request. */
export function AdminRequestsPage() {
  const { requestId } = useParams();
  return (
    <AdminPlaceholder
      title="Song Requests"
      description={
        requestId
          ? `Details of request ${requestId.slice(0, 8)} will open here, alongside the full list of requests.`
          : 'Search, sort and filter every song request, change its status and upload the finished song.'
      }
    />
  );
}
