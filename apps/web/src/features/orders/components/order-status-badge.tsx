import { ORDER_STATUS_LABELS, type Order, type OrderStatus } from '@tiketi/contract/orders';
import { cn } from '@/lib/cn';
import { holdMinutesLeft } from '../lib/order-facts';

const styles: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-800',
  expired: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-red-100 text-red-800',
  refunded: 'bg-violet-100 text-violet-800',
  partially_refunded: 'bg-sky-100 text-sky-900',
  refund_due: 'bg-orange-100 text-orange-900',
};

/** An order's state in words and colour; a pending one says how long its seat hold has left. */
export function OrderStatusBadge({
  order,
  className,
}: {
  order: Pick<Order, 'status' | 'hold_expires_at'>;
  className?: string;
}) {
  const minutes = holdMinutesLeft(order);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap',
        styles[order.status],
        className,
      )}
    >
      {ORDER_STATUS_LABELS[order.status]}
      {minutes !== null && ` · ${minutes} min left`}
    </span>
  );
}
