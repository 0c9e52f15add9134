import { useCallback, useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { SupportForm } from './SupportForm';

export type SupportDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

export function SupportDialog({ open, onOpenChange }: SupportDialogProps) {
  // A fresh form each time the modal opens.
  const [generation, setGeneration] = useState(0);
  const handleOpenChange = useCallback(
    (next: boolean) => {
      if (!next) setGeneration((g) => g + 1);
      onOpenChange(next);
    },
    [onOpenChange],
  );
  const handleDone = useCallback(() => handleOpenChange(false), [handleOpenChange]);

  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      title="Contact Support"
      description="Questions about an order, a song or your account? Send us a message."
      size="lg"
    >
      <SupportForm key={generation} onDone={handleDone} />
    </Dialog>
  );
}
