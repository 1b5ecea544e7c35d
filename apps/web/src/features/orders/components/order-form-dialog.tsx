import type { FormEvent, ReactNode } from 'react';
import { ActionDialog, DialogActions } from '@/components/ui/action-dialog';
import { Alert } from '@/components/ui/alert';
import { Button, type ButtonVariant } from '@/components/ui/button';

interface OrderFormDialogProps {
  onClose: () => void;
  title: string;
  /** What the action does, above its fields. */
  description: ReactNode;
  children?: ReactNode;
  submitLabel: string;
  busyLabel: string;
  isBusy: boolean;
  submitVariant?: ButtonVariant;
  /** The server's or the form's refusal, shown above the buttons. */
  error: string | null;
  onSubmit: () => void;
}

/**
 * An order action's form in a modal dialog (mounted when opened): its fields, the refusal if any,
 * 'Close' and the action's button. It cannot be closed while its call is under way.
 */
export function OrderFormDialog({
  onClose,
  title,
  description,
  children,
  submitLabel,
  busyLabel,
  isBusy,
  submitVariant = 'primary',
  error,
  onSubmit,
}: OrderFormDialogProps) {
  const close = () => {
    if (!isBusy) onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <ActionDialog open onClose={close} title={title}>
      <form onSubmit={submit} noValidate>
        <div className="space-y-2 text-sm">{description}</div>
        {children && <div className="mt-5 space-y-4">{children}</div>}
        {error && (
          <Alert type="error" className="mt-5">
            {error}
          </Alert>
        )}
        <DialogActions>
          <Button variant="outline" onClick={close} disabled={isBusy}>
            Close
          </Button>
          <Button type="submit" variant={submitVariant} isBusy={isBusy} busyLabel={busyLabel}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </ActionDialog>
  );
}
