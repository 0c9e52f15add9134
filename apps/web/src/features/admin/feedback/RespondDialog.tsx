import { useState, type FormEvent } from 'react';
import {
  FEEDBACK_RESPONSE_MAX,
  FEEDBACK_STATUSES,
  type TAdminFeedbackItem,
  type TFeedbackStatus,
} from '@serenade/contract';
import { errorMessage } from '../../../lib/api-error';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';
import { Select, Textarea } from '../../../ui/Input';
import { toast } from '../../../ui/Toast';
import { useRespond } from './api';
import { STATUS_LABELS } from './feedback-query';

export type RespondDialogProps = {
  row: TAdminFeedbackItem | null;
  onOpenChange: (open: boolean) => void;
};

/** SPEC 2 response modal: status select plus a 6-row answer; submit stays disabled while the answer is blank. */
export function RespondDialog({ row, onOpenChange }: RespondDialogProps) {
  const [shown, setShown] = useState(row);
  if (row && row !== shown) setShown(row);
  return (
    <Dialog
      open={row !== null}
      onOpenChange={onOpenChange}
      title={shown?.admin_response ? 'Edit Response' : 'Respond to Feedback'}
      description={shown ? `Re: ${shown.subject}` : undefined}
      size="lg"
    >
      {shown ? <RespondForm key={shown.id} row={shown} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function RespondForm({ row, onDone }: { row: TAdminFeedbackItem; onDone: () => void }) {
  const [status, setStatus] = useState<TFeedbackStatus>(row.status);
  const [response, setResponse] = useState(row.admin_response ?? '');
  const respond = useRespond();
  const blank = response.trim() === '';
  const reachable = Boolean(row.user_id || row.sender_email);

  function handleSubmit(e: FormEvent) {
    e.preventDefault();
    if (blank) return;
    respond.mutate(
      { id: row.id, body: { response: response.trim(), status } },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: 'Response submitted successfully' });
          onDone();
        },
        onError: (error) =>
          toast({ variant: 'error', title: 'Failed to submit response', description: errorMessage(error) }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <Field label="Status">
        <Select value={status} onChange={(e) => setStatus(e.target.value as TFeedbackStatus)}>
          {FEEDBACK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Response"
        hint={
          reachable
            ? 'The sender receives your response by e-mail.'
            : 'This sender left no e-mail address; the response is stored with the feedback.'
        }
      >
        <Textarea
          rows={6}
          value={response}
          maxLength={FEEDBACK_RESPONSE_MAX}
          onChange={(e) => setResponse(e.target.value)}
          placeholder="Write your response…"
        />
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone} disabled={respond.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={blank} loading={respond.isPending}>
          Submit Response
        </Button>
      </div>
    </form>
  );
}
