import { type ReactNode, useId } from 'react';
import { ActionDialog } from './action-dialog';
import { Button } from './button';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  closeLabel?: string;
}

/** A message in a modal dialog with one button that closes it (OK by default). */
export function Dialog({ open, onClose, title, children, closeLabel = 'OK' }: DialogProps) {
  const bodyId = useId();
  return (
    <ActionDialog open={open} onClose={onClose} title={title} describedBy={bodyId} size="md">
      <div id={bodyId}>{children}</div>
      <div className="mt-6 flex justify-end">
        <Button autoFocus onClick={onClose}>
          {closeLabel}
        </Button>
      </div>
    </ActionDialog>
  );
}
