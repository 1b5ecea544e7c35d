import type { OrderDetail } from '@tiketi/contract/orders';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { orderActionsOf } from '../lib/order-facts';

export type OrderDialog = 'refund' | 'payout' | 'cancel' | 'edit';

/** Why the money buttons are off for a teammate: refunds and cancellations are the owner's unless allowed. */
export const OWNER_ONLY_REASON = 'Only the owner can refund or cancel this order.';

interface OrderActionsProps {
  order: OrderDetail;
  onOpen: (dialog: OrderDialog) => void;
  onResend: () => void;
  isResending: boolean;
}

/**
 * What can be done with the order now: only the actions its state allows are offered; the money
 * ones are shown but off, with the reason, when the caller may not move money.
 */
export function OrderActions({ order, onOpen, onResend, isResending }: OrderActionsProps) {
  const reasonId = useId();
  const allowed = orderActionsOf(order);
  const moneyProps = order.can_refund ? {} : { disabled: true, 'aria-describedby': reasonId };
  const hasMoneyAction = allowed.canRefund || allowed.canRecordPayout || allowed.canCancel;
  return (
    <section
      aria-labelledby="order-actions"
      className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="order-actions" className="text-lg font-bold text-slate-950">
        Actions
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        {allowed.canRefund && (
          <Button variant="outline" onClick={() => onOpen('refund')} {...moneyProps}>
            Refund
          </Button>
        )}
        {allowed.canRecordPayout && (
          <Button variant="outline" onClick={() => onOpen('payout')} {...moneyProps}>
            Record M-Pesa payout
          </Button>
        )}
        {allowed.canCancel && (
          <Button variant="outline" onClick={() => onOpen('cancel')} {...moneyProps}>
            Cancel order
          </Button>
        )}
        {allowed.canResend && (
          <Button variant="outline" isBusy={isResending} busyLabel="Sending..." onClick={onResend}>
            Resend tickets
          </Button>
        )}
      </div>
      {hasMoneyAction && !order.can_refund && (
        <p id={reasonId} className="mt-3 text-sm text-slate-700">
          {OWNER_ONLY_REASON}
        </p>
      )}
      {!hasMoneyAction && !allowed.canResend && (
        <p className="mt-1 text-sm text-slate-700">
          Nothing more can be done with this order. You can still correct the buyer’s details.
        </p>
      )}
    </section>
  );
}
