import { type OrderDetail, refundPaidInput } from '@tiketi/contract/orders';
import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { formatMoney } from '@/lib/money';
import { type OrderChange, useRecordPayout } from '../api/order-actions';
import { OrderFormDialog } from './order-form-dialog';

interface PayoutDialogProps {
  order: OrderDetail;
  onClose: () => void;
  onDone: (change: OrderChange) => void;
}

/** 'Record M-Pesa payout': the refund due was paid to the buyer by hand; its receipt settles it. */
export function PayoutDialog({ order, onClose, onDone }: PayoutDialogProps) {
  const payout = useRecordPayout(order.booking_id);
  const [receipt, setReceipt] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  const submit = () => {
    const parsed = refundPaidInput.safeParse({ reference: receipt });
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? 'Enter the M-Pesa reference of the payout');
      return;
    }
    setFormError(null);
    payout.mutate(parsed.data.reference, {
      onSuccess: (change) => {
        setReceipt('');
        onDone(change);
      },
    });
  };

  return (
    <OrderFormDialog
      onClose={onClose}
      title="Record M-Pesa payout"
      description={
        <p>
          Send {formatMoney(order.refund_due, order.currency)} to {order.buyer_name}
          {order.buyer_msisdn ? ` on ${order.buyer_msisdn}` : ''} by M-Pesa (a reversal or a transfer), then
          enter the M-Pesa reference of that payment.
        </p>
      }
      submitLabel="Record payout"
      busyLabel="Saving..."
      isBusy={payout.isPending}
      error={formError ?? payout.error?.message ?? null}
      onSubmit={submit}
    >
      <TextField
        label="M-Pesa reference"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        value={receipt}
        onChange={(event) => setReceipt(event.target.value)}
      />
    </OrderFormDialog>
  );
}
