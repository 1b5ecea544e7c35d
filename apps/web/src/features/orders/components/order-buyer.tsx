import type { OrderDetail } from '@tiketi/contract/orders';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/money';

/** The buyer (with 'Edit buyer') and the seat lines of the order. */
export function OrderBuyer({ order, onEdit }: { order: OrderDetail; onEdit: () => void }) {
  return (
    <section
      aria-labelledby="order-buyer"
      className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="order-buyer" className="text-lg font-bold text-slate-950">
          Buyer
        </h2>
        <Button variant="outline" size="sm" onClick={onEdit}>
          Edit buyer
        </Button>
      </div>
      <dl className="mt-2 grid grid-cols-[5rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-slate-600">Name</dt>
        <dd className="font-semibold break-words text-slate-950">{order.buyer_name}</dd>
        <dt className="text-slate-600">Email</dt>
        <dd className="text-slate-900 [overflow-wrap:anywhere]">{order.buyer_email}</dd>
        <dt className="text-slate-600">Phone</dt>
        <dd className="text-slate-900">{order.buyer_msisdn || '—'}</dd>
      </dl>
      <h3 className="mt-5 text-sm font-bold tracking-wide text-slate-600 uppercase">Tickets</h3>
      <ul className="mt-1 divide-y divide-slate-100 text-sm">
        {order.tickets.map((line) => (
          <li key={line.name} className="flex justify-between gap-4 py-2">
            <span className="text-slate-900">
              {line.quantity} x {line.name}
            </span>
            <span className="text-slate-700 tabular-nums">
              {formatMoney(line.quantity * line.price_per_ticket, order.currency)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
