import type { OrderDetail } from '@tiketi/contract/orders';
import { formatMoney } from '@/lib/money';

/** What a 202 means: the provider has the refund and tells us when it is done. */
export const CONFIRMED_LATER = 'The refund was sent to the provider. The order updates when it confirms.';

const dueText = (order: OrderDetail) =>
  `${formatMoney(order.refund_due, order.currency)} is due to the buyer. Pay it by M-Pesa, then record the payout here.`;

/** The line after a refund that is done (200): M-Pesa's is only owed until it is paid out by hand. */
export function refundNotice(order: OrderDetail, amount: number | undefined): string {
  if (order.status === 'refund_due') return dueText(order);
  if (amount === undefined) return 'The order was refunded in full. Its tickets no longer admit anyone.';
  return `${formatMoney(amount, order.currency)} was refunded. The tickets stay valid.`;
}

/** The line after a cancellation (200), with or without the refund it carried. */
export function cancelNotice(order: OrderDetail, refunded: boolean): string {
  if (refunded && order.refund_due > 0) return `The order was cancelled. ${dueText(order)}`;
  return refunded ? 'The order was cancelled and refunded in full.' : 'The order was cancelled.';
}

/** After a 202, once the order moved: the provider confirmed the refund, or said something else. */
export function providerAnswerNotice(before: OrderDetail, now: OrderDetail): string {
  if (now.refunded > before.refunded) return 'The provider confirmed the refund.';
  return 'The provider answered. The timeline below says how.';
}
