import { errorMessage } from '../../../lib/api-error';
import { Alert } from '../../../ui/Alert';
import { Dialog } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { formatDateTime } from '../kit/format';
import { useOutboxMessage } from './api';
import { EmailFrame } from './EmailFrame';
import { MailStatus } from './MailStatus';

export type OutboxMessageDialogProps = { id: string | null; onClose: () => void };

/** One outbox message as the recipient sees it (sandboxed), with its envelope and delivery state. */
export function OutboxMessageDialog({ id, onClose }: OutboxMessageDialogProps) {
  const message = useOutboxMessage(id);
  const m = message.data;
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={m?.subject ?? 'E-mail'}
      className="sm:max-w-3xl"
    >
      {message.isError ? (
        <Alert variant="error">{errorMessage(message.error)}</Alert>
      ) : !m ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading the e-mail" />
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">From</dt>
            <dd className="break-words">{m.from}</dd>
            <dt className="text-muted-foreground">To</dt>
            <dd className="break-words">{m.to}</dd>
            {m.replyTo ? (
              <>
                <dt className="text-muted-foreground">Reply to</dt>
                <dd className="break-words">{m.replyTo}</dd>
              </>
            ) : null}
            <dt className="text-muted-foreground">Kind</dt>
            <dd>
              <code className="text-xs">{m.kind}</code>
            </dd>
            <dt className="text-muted-foreground">Status</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <MailStatus status={m.status} />
              <span className="text-muted-foreground">
                queued {formatDateTime(m.createdAt)}
                {m.sentAt ? `, delivered ${formatDateTime(m.sentAt)}` : ''}
                {m.attempts > 1 ? ` after ${m.attempts} attempts` : ''}
              </span>
            </dd>
          </dl>
          {m.lastError ? (
            <Alert variant="error" title="Last delivery error">
              {m.lastError}
            </Alert>
          ) : null}
          <EmailFrame key={m.id} title="E-mail message" html={m.html} text={m.text} />
        </div>
      )}
    </Dialog>
  );
}
