import { type OrderDetail, REASON_MAX } from '@tiketi/contract/orders';
import { useState } from 'react';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { formatMoney } from '@/lib/money';
import { type OrderChange, useRefundOrder } from '../api/order-actions';
import { parseRefundAmount } from '../lib/refund-amount';
import { OrderFormDialog } from './order-form-dialog';

interface RefundDialogProps {
  order: OrderDetail;
  onClose: () => void;
  onDone: (change: OrderChange, amount: number | undefined) => void;
}

/** 'Refund': part of the money (the tickets stay valid), or everything left (the tickets are voided). */
export function RefundDialog({ order, onClose, onDone }: RefundDialogProps) {
  const refund = useRefundOrder(order.booking_id);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const left = formatMoney(order.refundable, order.currency);

  const submit = () => {
    const parsed = parseRefundAmount(amount, order.refundable, order.currency);
    if (!parsed.ok) {
      setFormError(parsed.message);
      return;
    }
    setFormError(null);
    refund.mutate(
      { amount: parsed.amount, reason: reason.trim() },
      {
        onSuccess: (change) => {
          setAmount('');
          setReason('');
          onDone(change, parsed.amount);
        },
      },
    );
  };

  return (
    <OrderFormDialog
      onClose={onClose}
      title={`Refund order ${order.booking_id}`}
      description={
        <>
          <p>
            {left} of {formatMoney(order.paid, order.currency)} paid can still be refunded to{' '}
            {order.buyer_name}.
          </p>
          {order.payment_method === 'mpesa' && (
            <p>
              M-Pesa cannot send money back by itself: the order reads ‘Refund due’ until you pay the buyer
              and record the M-Pesa reference here.
            </p>
          )}
        </>
      }
      submitLabel="Refund"
      busyLabel="Refunding..."
      submitVariant="danger"
      isBusy={refund.isPending}
      error={formError ?? refund.error?.message ?? null}
      onSubmit={submit}
    >
      <TextField
        label="Amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        hint={`Leave empty to refund everything that is left (${left}). Tickets are voided.`}
      />
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
