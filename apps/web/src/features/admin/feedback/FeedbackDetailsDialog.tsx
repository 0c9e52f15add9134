import { useState, type ReactNode } from 'react';
import { Paperclip, Star } from 'lucide-react';
import type { TAdminFeedbackItem } from '@serenade/contract';
import { errorMessage } from '../../../lib/api-error';
import { Alert } from '../../../ui/Alert';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { Dialog } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { formatDateTime } from '../kit/format';
import { useFeedbackDetail } from './api';
import { CATEGORY_LABELS, formatKb, STATUS_LABELS } from './feedback-query';
import { STATUS_VARIANT } from './FeedbackTable';

export type FeedbackDetailsDialogProps = {
  /** The row the dialog opened from: shown at once while the full item loads. */
  row: TAdminFeedbackItem | null;
  onOpenChange: (open: boolean) => void;
  onRespond: (row: TAdminFeedbackItem) => void;
};

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn(wide && 'sm:col-span-2')}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words">{children}</dd>
    </div>
  );
}

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className="inline-flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            className={cn('size-4', n <= rating ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40')}
          />
        ))}
      </span>
      <span>{rating}/5</span>
    </span>
  );
}

/** SPEC 2 details modal; support tickets also show the sender's name, e-mail and priority. */
export function FeedbackDetailsDialog({ row, onOpenChange, onRespond }: FeedbackDetailsDialogProps) {
  // The last row stays on screen while the dialog animates closed.
  const [shown, setShown] = useState(row);
  if (row && row !== shown) setShown(row);
  const detail = useFeedbackDetail(row?.id ?? null);
  const item = detail.data ?? shown;
  return (
    <Dialog open={row !== null} onOpenChange={onOpenChange} title="Feedback Details" size="lg">
      {item ? (
        <div className="space-y-5">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Item label="Subject" wide>
              <span className="font-medium">{item.subject}</span>
            </Item>
            <Item label="Category">
              {CATEGORY_LABELS[item.category]}
              {item.kind === 'support' ? (
                <Badge className="ml-2" variant="neutral">
                  Support ticket
                </Badge>
              ) : null}
            </Item>
            <Item label="Status">
              <Badge variant={STATUS_VARIANT[item.status]}>{STATUS_LABELS[item.status]}</Badge>
            </Item>
            <Item label="Submitted">{formatDateTime(item.created_at)}</Item>
            <Item label="Sender">{item.user_id ? `User ID: ${item.user_id}` : 'Anonymous User'}</Item>
            {item.kind === 'support' ? (
              <>
                <Item label="Name">{item.sender_name ?? '—'}</Item>
                <Item label="Priority">
                  <span className="capitalize">{item.priority ?? '—'}</span>
                </Item>
              </>
            ) : null}
            {item.sender_email ? (
              <Item label="Email">
                <a className="text-link hover:underline" href={`mailto:${item.sender_email}`}>
                  {item.sender_email}
                </a>
              </Item>
            ) : null}
            <Item label="Rating">{item.rating ? <Stars rating={item.rating} /> : 'No rating'}</Item>
            <Item label="Message" wide>
              <p className="rounded-xl bg-muted/60 p-3 whitespace-pre-wrap">{item.message}</p>
            </Item>
            <Item label="Attachments" wide>
              {detail.isPending ? (
                <Spinner label="Loading attachments" />
              ) : detail.isError ? (
                <Alert variant="error">{errorMessage(detail.error, 'Error fetching feedback.')}</Alert>
              ) : detail.data.attachments.length === 0 ? (
                <span className="text-muted-foreground">No attachments</span>
              ) : (
                <ul className="space-y-1.5">
                  {detail.data.attachments.map((a) => (
                    <li key={a.id}>
                      <a
                        href={a.url}
                        download={a.filename}
                        className="inline-flex items-center gap-1.5 text-link hover:underline"
                      >
                        <Paperclip className="size-4" aria-hidden="true" />
                        {a.filename}
                        <span className="text-muted-foreground">({formatKb(a.size)})</span>
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </Item>
            <Item label="Admin Response" wide>
              {item.admin_response ? (
                <div className="space-y-1.5">
                  <p className="rounded-xl border border-success/25 bg-success-soft p-3 whitespace-pre-wrap">
                    {item.admin_response}
                  </p>
                  <p className="text-xs text-muted-foreground">Last updated: {formatDateTime(item.updated_at)}</p>
                </div>
              ) : (
                <span className="text-muted-foreground">No response yet</span>
              )}
            </Item>
          </dl>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Close
            </Button>
            <Button onClick={() => onRespond(item)}>{item.admin_response ? 'Edit Response' : 'Respond'}</Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
