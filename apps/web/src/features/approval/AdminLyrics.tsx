import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { buttonClasses } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { approvalKeys, getLyrics } from './api';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const BY = {
  buyer: 'the buyer',
  staff: 'staff on the buyer’s behalf',
  deadline: 'the deadline (draft used as it stood)',
};

/** Admin request details: the draft or approved lyrics, the name notes, and the way to approve for the buyer. */
export function AdminLyrics({ requestId, status }: { requestId: string; status: string }) {
  const q = useQuery({
    queryKey: [...approvalKeys.lyrics(requestId), status],
    queryFn: () => getLyrics(requestId),
  });
  if (q.isError) return <Alert variant="error">{errorMessage(q.error)}</Alert>;
  const v = q.data;
  if (!v) return <Spinner label="Loading the lyrics" />;
  const notes = Object.entries(v.pronunciations);
  return (
    <div className="flex flex-col gap-3 text-sm">
      {v.approved ? (
        <p>
          Approved by {v.approvedBy ? BY[v.approvedBy] : 'someone'}
          {v.approvedAt ? ` on ${when.format(new Date(v.approvedAt))}` : ''}. The song is made with these lyrics.
        </p>
      ) : v.writing ? (
        <p>A draft is being written.</p>
      ) : v.sections && status === 'awaiting_approval' ? (
        <div className="flex flex-col gap-2">
          <p>
            Waiting for the buyer
            {v.deadline ? `; the draft is used as it stands on ${when.format(new Date(v.deadline))}` : ''}. New drafts
            used: {v.redraftsUsed} of {v.redraftsUsed + v.redraftsLeft}.
          </p>
          <Link
            to={`/requests/${requestId}`}
            className={buttonClasses({ variant: 'outline', size: 'sm', className: 'self-start' })}
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            Review and approve for the buyer
          </Link>
        </div>
      ) : (
        <p className="text-muted-foreground">No lyrics to approve for this request (lyric approval was off).</p>
      )}
      {v.sections ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {v.sections
            .filter((s) => s.lines.length > 0)
            .map((s, i) => (
              <div key={i}>
                <p className="font-semibold">{s.label}</p>
                {s.lines.map((l, j) => (
                  <p key={j}>
                    {l.text} {l.mine ? <Badge variant="primary">buyer</Badge> : null}
                  </p>
                ))}
              </div>
            ))}
        </div>
      ) : null}
      {notes.length > 0 ? (
        <p>
          Pronunciation notes:{' '}
          {notes.map(([w, r]) => (
            <span key={w} className="mr-3">
              {w} = <span className="font-mono">{r}</span>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
