import type { PromoCode } from '@tiketi/contract/promo-codes';
import { useId } from 'react';
import { ActionDialog, DialogActions } from '@/components/ui/action-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useDeletePromoCode, useSavePromoCode } from '../api/promo-codes';
import { inputOfCode } from '../lib/promo-code-form';

interface DeleteCodeDialogProps {
  eventId: number;
  code: PromoCode;
  onClose: () => void;
  onDone: (notice: string) => void;
}

/**
 * 'Delete code': a code already used cannot be deleted (its orders name it), so the server answers
 * 409; the dialog shows why and offers to deactivate it instead.
 */
export function DeleteCodeDialog({ eventId, code, onClose, onDone }: DeleteCodeDialogProps) {
  const remove = useDeletePromoCode(eventId);
  const deactivate = useSavePromoCode(eventId);
  const descriptionId = useId();
  const isBusy = remove.isPending || deactivate.isPending;
  const isUsed = remove.error instanceof ApiError && remove.error.status === 409;
  const close = () => {
    if (!isBusy) onClose();
  };

  return (
    <ActionDialog
      open
      onClose={close}
      title={`Delete code ${code.code}`}
      describedBy={descriptionId}
      size="md"
    >
      <p id={descriptionId} className="text-sm">
        Buyers can no longer use it, and it leaves this list. This cannot be undone.
      </p>
      {remove.error && (
        <Alert type="error" className="mt-4">
          {remove.error.message}
          {isUsed && code.active && ' You can deactivate it instead, so no one can use it again.'}
        </Alert>
      )}
      {deactivate.error && (
        <Alert type="error" className="mt-4">
          {deactivate.error.message}
        </Alert>
      )}
      <DialogActions>
        <Button variant="outline" onClick={close} disabled={isBusy}>
          Cancel
        </Button>
        {isUsed && code.active ? (
          <Button
            isBusy={deactivate.isPending}
            busyLabel="Saving…"
            onClick={() =>
              deactivate.mutate(
                { codeId: code.id, input: { ...inputOfCode(code), active: false } },
                { onSuccess: () => onDone(`${code.code} is now inactive.`) },
              )
            }
          >
            Deactivate
          </Button>
        ) : (
          <Button
            variant="danger"
            isBusy={remove.isPending}
            busyLabel="Deleting…"
            disabled={isUsed}
            onClick={() => remove.mutate(code.id, { onSuccess: () => onDone(`${code.code} was deleted.`) })}
          >
            Delete
          </Button>
        )}
      </DialogActions>
    </ActionDialog>
  );
}
