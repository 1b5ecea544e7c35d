import { type OrderDetail, REASON_MAX } from '@tiketi/contract/orders';
import { useId, useState } from 'react';
import { TextAreaField } from '@/components/ui/text-field';
import { formatMoney } from '@/lib/money';
import { type OrderChange, useCancelOrder } from '../api/order-actions';
import { OrderFormDialog } from './order-form-dialog';

interface CancelOrderDialogProps {
  order: OrderDetail;
  onClose: () => void;
  onDone: (change: OrderChange, refunded: boolean) => void;
}

/**
 * 'Cancel order': the tickets stop admitting and the seats go back on sale. A paid order is refunded
 * in full unless the organizer unticks it (complimentary tickets); a pending one just lets its hold go.
 */
export function CancelOrderDialog({ order, onClose, onDone }: CancelOrderDialogProps) {
  const cancel = useCancelOrder(order.booking_id);
  const [isRefunding, setRefunding] = useState(true);
  const [reason, setReason] = useState('');
  const checkboxId = useId();
  const canRefund = order.refundable > 0;
  const left = formatMoney(order.refundable, order.currency);

  const submit = () => {
    const refund = canRefund && isRefunding;
    cancel.mutate(
      { ...(canRefund ? { refund } : {}), reason: reason.trim() },
      {
        onSuccess: (change) => {
          setReason('');
          onDone(change, refund);
        },
      },
    );
  };

  return (
    <OrderFormDialog
      onClose={onClose}
      title={`Cancel order ${order.booking_id}`}
      description={
        order.status === 'pending' ? (
          <p>
            The seat hold ends now and its seats go back on sale. The buyer can no longer pay for this order.
          </p>
        ) : (
          <p>
            Its tickets stop admitting anyone at once and the seats go back on sale. This cannot be undone.
          </p>
        )
      }
      submitLabel="Cancel order"
      busyLabel="Cancelling..."
      submitVariant="danger"
      isBusy={cancel.isPending}
      error={cancel.error?.message ?? null}
      onSubmit={submit}
    >
      {canRefund && (
        <div className="flex items-start gap-3">
          <input
            id={checkboxId}
            type="checkbox"
            checked={isRefunding}
            onChange={(event) => setRefunding(event.target.checked)}
            aria-describedby={`${checkboxId}-hint`}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <div>
            <label htmlFor={checkboxId} className="text-sm font-semibold text-slate-800">
              Refund the buyer in full
            </label>
            <p id={`${checkboxId}-hint`} className="text-xs text-slate-600">
              {left} goes back to the buyer. Untick it for complimentary tickets: the order is cancelled and
              no money moves.
            </p>
          </div>
        </div>
      )}
      <TextAreaField
        label="Reason"
        value={reason}
        maxLength={REASON_MAX}
        onChange={(event) => setReason(event.target.value)}
        className="min-h-20"
        hint="Kept on the order’s timeline."
      />
    </OrderFormDialog>
  );
}
