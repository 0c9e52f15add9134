import type { ReactNode } from 'react';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The question, word for word from SPEC 8 (e.g. 'Are you sure you want to issue a refund for this payment?'). */
  message: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  /** The button that closes without acting; name it so it cannot be mistaken for the action. */
  dismissLabel?: string;
  variant?: 'danger' | 'primary';
  pending?: boolean;
  /** Shown inside the dialog when the action failed, so nothing is lost silently. */
  error?: string | null;
  onConfirm: () => void;
};

/** An accessible confirmation for destructive or irreversible admin actions. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  children,
  confirmLabel,
  dismissLabel = 'Cancel',
  variant = 'danger',
  pending = false,
  error,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))} title={title} size="sm">
      <div className="space-y-4">
        <p className="text-sm">{message}</p>
        {children}
        {error ? <Alert variant="error">{error}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {dismissLabel}
          </Button>
          <Button variant={variant} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
