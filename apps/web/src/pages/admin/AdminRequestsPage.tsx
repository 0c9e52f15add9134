import { useParams } from 'react-router';
import { RequestDetails } from '../../features/admin/requests/RequestDetails';
import { RequestsManager } from '../../features/admin/requests/RequestsManager';

/** SPEC 2: /admin/requests lists every request; /admin/requests/:requestId shows one in full. */
export function AdminRequestsPage() {
  const { requestId } = useParams();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      {requestId ? (
        <RequestDetails key={requestId} requestId={requestId} />
      ) : (
        <>
          <title>Song Requests · Admin · Serenade</title>
          <RequestsManager />
        </>
      )}
    </div>
  );
}
