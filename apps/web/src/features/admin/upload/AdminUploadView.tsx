import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Spinner } from '../../../ui/Spinner';
import { useConfig } from '../../site/use-config';
import { requestKeys, useRequestDetail } from '../requests/api';
import type { AdminUploadResult } from './api';
import { AdminUploadForm } from './AdminUploadForm';
import { AdminUploadSuccess } from './AdminUploadSuccess';
import { adminUploadLimitMb } from './mp3-validation';
import { RequestSummaryCard } from './RequestSummaryCard';

/** /admin/upload/{requestId?}: the finished MP3 for a request, or a song straight into the library. */
export function AdminUploadView({ requestId }: { requestId: string | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { config } = useConfig();
  const maxMb = adminUploadLimitMb(config.maxUploadMB);
  const request = useRequestDetail(requestId ?? undefined);
  const [done, setDone] = useState<{ result: AdminUploadResult; title: string } | null>(null);
  const [round, setRound] = useState(0);

  function handleDone(result: AdminUploadResult, title: string) {
    setDone({ result, title });
    void queryClient.invalidateQueries({ queryKey: requestKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
  }

  function handleAnother() {
    setDone(null);
    setRound((n) => n + 1);
    if (requestId) navigate('/admin/upload');
  }

  const heading = (
    <div>
      <Link
        to="/admin/requests"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-link hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Song Requests
      </Link>
      <h2 className="mt-2 text-2xl font-bold sm:text-3xl">Upload Song</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {requestId
          ? 'Upload the finished MP3: it completes the request and e-mails the people you choose.'
          : 'Upload a finished MP3 straight into the song library.'}
      </p>
    </div>
  );

  if (done) {
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <AdminUploadSuccess result={done.result} title={done.title} onUploadAnother={handleAnother} />
      </div>
    );
  }

  const r = request.data;
  const missing = request.error instanceof ApiError && request.error.status === 404;
  const completed = r?.status === 'completed';

  return (
    <div className="flex flex-col gap-6">
      {heading}
      {requestId ? (
        request.isPending ? (
          <Card className="flex justify-center p-8 text-muted-foreground">
            <Spinner className="size-5" label="Loading request details" />
          </Card>
        ) : request.isError ? (
          <Alert
            variant="error"
            title={missing ? 'Song request not found' : 'Failed to load request details. Please try again.'}
            action={
              missing ? null : (
                <Button size="sm" variant="outline" onClick={() => request.refetch()}>
                  Try Again
                </Button>
              )
            }
          />
        ) : (
          <RequestSummaryCard request={r!} />
        )
      ) : null}
      {r?.status === 'pending' ? (
        <Alert variant="warning" title="This request is not paid yet">
          Uploading a song completes it and delivers it to the buyer without payment.
        </Alert>
      ) : null}
      {completed ? (
        <Alert variant="info" title="This request already has its song">
          {r?.song ? (
            <Link to={`/track/${r.song.id}`} className="text-link hover:underline">
              Open “{r.song.title}”
            </Link>
          ) : null}
        </Alert>
      ) : null}
      {requestId && (request.isPending || missing) ? null : (
        <Card className="p-5 sm:p-6">
          <AdminUploadForm
            key={`${requestId ?? 'library'}-${round}`}
            requestId={requestId}
            initialTitle={r ? (r.title ?? r.event ?? '') : ''}
            initialPublic={r?.is_public ?? false}
            hasFriends={(r?.notifyEmails.length ?? 0) > 0}
            maxMb={maxMb}
            disabled={completed}
            onDone={handleDone}
          />
        </Card>
      )}
    </div>
  );
}
