import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Input, Textarea } from '../../ui/Input';
import { sharePlaylist } from './api';
import { parseEmails, SHARE_MESSAGE_MAX, validateShare, type ShareErrors } from './share';

export type ShareDialogProps = { playlistId: string; open: boolean; onOpenChange: (open: boolean) => void };

function ShareForm({ playlistId, onClose }: { playlistId: string; onClose: () => void }) {
  const [emails, setEmails] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<ShareErrors>({});
  const share = useMutation({
    mutationFn: () => sharePlaylist(playlistId, parseEmails(emails).valid.join(', '), message.trim()),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateShare(emails, message);
    setErrors(found);
    if (found.emails || found.message || share.isPending) return;
    share.mutate();
  };

  if (share.isSuccess) {
    const n = share.data.shares_sent;
    return (
      <div className="flex flex-col gap-4">
        <Alert variant="success" title={`Shared with ${n} ${n === 1 ? 'person' : 'people'}`}>
          They will get an e-mail with a link to this playlist.
        </Alert>
        <div className="flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field label="Email addresses" required error={errors.emails} hint="Separate addresses with commas.">
        <Input
          value={emails}
          onChange={(e) => setEmails(e.target.value)}
          placeholder="a@example.com, b@example.com"
          aria-required="true"
          autoComplete="off"
        />
      </Field>
      <Field label="Message" error={errors.message} hint={`${message.length}/${SHARE_MESSAGE_MAX}`}>
        <Textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={3} />
      </Field>
      {share.isError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {errorMessage(share.error, 'Failed to share the playlist')}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={share.isPending}>
          Send
        </Button>
      </div>
    </form>
  );
}

export function ShareDialog({ playlistId, open, onOpenChange }: ShareDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share Playlist"
      description="We will e-mail a link to each address."
    >
      {open ? <ShareForm playlistId={playlistId} onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
