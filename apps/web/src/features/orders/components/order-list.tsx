import type { Order } from '@tiketi/contract/orders';
import { Link } from 'react-router';
import { ListTable } from '@/components/ui/table';
import { formatShortDateTime, toDateTimeAttribute } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { paths } from '@/lib/paths';
import { ticketsSummary } from '../lib/order-facts';
import { METHOD_LABELS } from '../lib/order-filters';
import { OrderStatusBadge } from './order-status-badge';

const linkClasses = 'font-mono font-semibold text-brand-700 underline-offset-2 hover:underline';

function Reference({ order }: { order: Order }) {
  return (
    <Link to={paths.organizer.order(order.booking_id)} className={linkClasses}>
      {order.booking_id}
    </Link>
  );
}

function Created({ order }: { order: Order }) {
  return (
    <time dateTime={toDateTimeAttribute(order.created_at)}>{formatShortDateTime(order.created_at)}</time>
  );
}

const COLUMNS = [
  { label: 'Reference' },
  { label: 'Buyer' },
  { label: 'Tickets' },
  { label: 'Total', isNumeric: true },
  { label: 'Status' },
  { label: 'Method' },
];

/** Reference, buyer, tickets, total, status and method: cards on a phone, a table wider up. */
export function OrderList({ orders }: { orders: readonly Order[] }) {
  return (
    <>
      <ul aria-label="Orders" className="divide-y divide-slate-200 md:hidden">
        {orders.map((order) => (
          <li key={order.booking_id} className="py-4">
            <div className="flex items-start justify-between gap-3">
              <Reference order={order} />
              <OrderStatusBadge order={order} />
            </div>
            <p className="mt-1 font-semibold break-words text-slate-950">{order.buyer_name}</p>
            <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{order.buyer_email}</p>
            <dl className="mt-2 grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">Tickets</dt>
              <dd className="text-slate-800">{ticketsSummary(order)}</dd>
              <dt className="text-slate-600">Total</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">
                {formatMoney(order.total, order.currency)}
              </dd>
              <dt className="text-slate-600">Method</dt>
              <dd className="text-slate-800">{METHOD_LABELS[order.payment_method]}</dd>
              <dt className="text-slate-600">Created</dt>
              <dd className="text-slate-800">
                <Created order={order} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>

      <ListTable caption="Orders" columns={COLUMNS} className="md:block" bodyClassName="align-top">
        {orders.map((order) => (
          <tr key={order.booking_id}>
            <td className="py-3.5 pr-4 whitespace-nowrap">
              <Reference order={order} />
              <span className="mt-0.5 block text-xs text-slate-600">
                <Created order={order} />
              </span>
            </td>
            <td className="min-w-52 py-3.5 pr-4">
              <span className="block font-semibold text-slate-950">{order.buyer_name}</span>
              <span className="block text-slate-700 [overflow-wrap:anywhere]">{order.buyer_email}</span>
            </td>
            <td className="min-w-40 py-3.5 pr-4 text-slate-800">{ticketsSummary(order)}</td>
            <td className="py-3.5 pr-4 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
              {formatMoney(order.total, order.currency)}
            </td>
            <td className="py-3.5 pr-4">
              <OrderStatusBadge order={order} />
            </td>
            <td className="py-3.5 whitespace-nowrap text-slate-800">{METHOD_LABELS[order.payment_method]}</td>
          </tr>
        ))}
      </ListTable>
    </>
  );
}
