import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { addNotifyEmails } from './api';
import { EmailListInput } from './EmailListInput';

/** Members can add people who get the finished song by e-mail while it is still being made. */
export function NotifyMoreForm({ requestId }: { requestId: string }) {
  const [emails, setEmails] = useState<string[]>([]);
  const mutation = useMutation({
    mutationFn: (list: string[]) => addNotifyEmails(requestId, list),
    onSuccess: () => setEmails([]),
  });
  return (
    <details className="rounded-2xl border border-border p-4 [&_summary]:cursor-pointer">
      <summary className="text-sm font-medium">Send the finished song to more people</summary>
      <div className="mt-4 flex flex-col gap-3">
        <EmailListInput label="E-mail addresses" value={emails} onChange={setEmails} />
        {mutation.isError ? <Alert variant="error">{errorMessage(mutation.error)}</Alert> : null}
        {mutation.isSuccess ? (
          <Alert variant="success">
            When it is ready we will send the song to {mutation.data.notify_emails.join(', ')}.
          </Alert>
        ) : null}
        <Button
          variant="outline"
          className="self-start"
          disabled={emails.length === 0}
          loading={mutation.isPending}
          onClick={() => mutation.mutate(emails)}
        >
          <Send className="size-4" aria-hidden="true" />
          Add recipients
        </Button>
      </div>
    </details>
  );
}
