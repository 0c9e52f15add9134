import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../ui/Toast';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { formatDay } from '../kit/format';
import { useDeleteRequest } from './api';
import { requestTitle, shortId } from './request-query';

type Target = { id: string; title: string | null; event: string | null; userEmail: string; createdAt: string };

export type DeleteRequestDialogProps = {
  request: Target | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
};

/** Deletes for real (DECISIONS.md): the request, its sample files and history; a finished song stays. */
export function DeleteRequestDialog({ request, onOpenChange, onDeleted }: DeleteRequestDialogProps) {
  const remove = useDeleteRequest();
  // What the dialog shows, kept while it animates closed.
  const [shown, setShown] = useState<Target | null>(null);
  if (request && request !== shown) setShown(request);

  return (
    <ConfirmDialog
      open={Boolean(request)}
      onOpenChange={(open) => {
        if (!open) remove.reset();
        onOpenChange(open);
      }}
      title="Delete song request"
      message="Are you sure you want to delete this song request?"
      confirmLabel="Delete Permanently"
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error, 'Failed to delete request') : null}
      onConfirm={() => {
        if (!request) return;
        remove.mutate(request.id, {
          onSuccess: () => {
            toast({ variant: 'success', title: 'Song request deleted' });
            onOpenChange(false);
            onDeleted?.();
          },
        });
      }}
    >
      {shown ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-muted/60 p-3 text-sm">
          <dt className="text-muted-foreground">Request</dt>
          <dd className="min-w-0 truncate font-medium">{requestTitle(shown)}</dd>
          <dt className="text-muted-foreground">ID</dt>
          <dd className="font-mono text-xs leading-5">{shortId(shown.id)}</dd>
          <dt className="text-muted-foreground">User</dt>
          <dd className="min-w-0 truncate">{shown.userEmail}</dd>
          <dt className="text-muted-foreground">Date</dt>
          <dd>{formatDay(shown.createdAt)}</dd>
        </dl>
      ) : null}
      <p className="text-sm text-muted-foreground">
        This action cannot be undone. Its sample files are deleted too; a song already made stays in the library.
      </p>
    </ConfirmDialog>
  );
}
