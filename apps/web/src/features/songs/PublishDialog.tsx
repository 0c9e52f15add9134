import { useState } from 'react';
import { neutralDescription, PUBLIC_DESCRIPTION_MAX } from '@serenade/contract';
import { errorMessage } from '../../lib/api-error';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Textarea } from '../../ui/Input';

export type PublishDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  genre: string | null;
  /** The song's current description, when it is one the owner wrote (uploads); never an order's story. */
  current?: string | null;
  onPublish: (description: string) => Promise<unknown>;
};

/**
 * Making a song public asks for the description everyone will read, prefilled with a neutral one:
 * the story a buyer told when ordering stays private (issue 20 item 7).
 */
export function PublishDialog({ open, onOpenChange, title, genre, current, onPublish }: PublishDialogProps) {
  const [text, setText] = useState(current || neutralDescription(genre));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const trimmed = text.trim();

  async function submit() {
    if (!trimmed) return setError('Please write a short public description');
    setBusy(true);
    setError(undefined);
    try {
      await onPublish(trimmed);
      onOpenChange(false);
    } catch (err) {
      setError(errorMessage(err, 'Could not make the song public. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Make “${title}” public`}
      description="Anyone can then find and play it. Write what listeners will read about it; the story you told us when ordering stays private."
    >
      <form
        className="flex flex-col gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label="Public description" error={error} hint={`${trimmed.length}/${PUBLIC_DESCRIPTION_MAX}`}>
          <Textarea
            value={text}
            maxLength={PUBLIC_DESCRIPTION_MAX}
            rows={4}
            onChange={(e) => setText(e.target.value)}
          />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Keep private
          </Button>
          <Button type="submit" loading={busy}>
            Make public
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
