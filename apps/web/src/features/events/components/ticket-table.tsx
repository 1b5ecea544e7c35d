import type { TicketType } from '@tiketi/contract/events';
import { formatMoney } from '@tiketi/contract/money';
import { cn } from '@/lib/cn';
import {
  grandTotal,
  parseQuantity,
  type Quantities,
  quantityOf,
  saleStatus,
  stockHint,
} from '../lib/booking-draft';

interface TicketTableProps {
  tickets: readonly TicketType[];
  currency: string;
  quantities: Quantities;
  onChange: (ticketId: number, qty: number) => void;
  /** The event has ended: every row is read-only. */
  isClosed?: boolean;
}

/** Spec 2.4: Type, Status, Price, Quantity, Subtotal, and the grand total as the last row. */
export function TicketTable({ tickets, currency, quantities, onChange, isClosed = false }: TicketTableProps) {
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-slate-200">
      <table className="w-full text-left text-xs sm:text-sm">
        <caption className="sr-only">Tickets for this event</caption>
        <thead className="bg-slate-50 text-xs font-bold text-slate-700 sm:tracking-wide sm:uppercase">
          <tr>
            <th scope="col" className="px-1.5 py-3 first:pl-3 last:pr-3 sm:px-4 sm:first:pl-4 sm:last:pr-4">
              Type
            </th>
            <th scope="col" className="px-1.5 py-3 first:pl-3 last:pr-3 sm:px-4 sm:first:pl-4 sm:last:pr-4">
              Status
            </th>
            <th
              scope="col"
              className="px-1.5 py-3 first:pl-3 last:pr-3 sm:px-4 sm:first:pl-4 sm:last:pr-4 text-right"
            >
              Price
            </th>
            <th scope="col" className="px-1.5 py-3 first:pl-3 last:pr-3 sm:px-4 sm:first:pl-4 sm:last:pr-4">
              Quantity
            </th>
            <th
              scope="col"
              className="px-1.5 py-3 first:pl-3 last:pr-3 sm:px-4 sm:first:pl-4 sm:last:pr-4 text-right"
            >
              Subtotal
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {tickets.map((ticket) => {
            const status = saleStatus(ticket, isClosed);
            const canBuy = status === 'Sale open';
            const qty = canBuy ? quantityOf(quantities, ticket) : 0;
            const hint = stockHint(ticket);
            const inputId = `qty-${ticket.id}`;
            return (
              <tr key={ticket.id} className={cn(!canBuy && 'bg-slate-50/60')}>
                <th
                  scope="row"
                  className="px-1.5 py-4 first:pl-3 last:pr-3 sm:px-4 sm:first:pl-4 sm:last:pr-4 align-top font-normal"
                >
                  <span className="block font-semibold text-slate-950">{ticket.name}</span>
                  <span className="text-xs text-slate-600">Admits {ticket.no_of_persons}</span>
                </th>
                <td className="px-1.5 py-4 first:pl-3 last:pr-3 sm:px-4 sm:first:pl-4 sm:last:pr-4 align-top">
                  <span
                    className={cn(
                      'inline-flex rounded-full px-2 py-1 text-center text-xs font-semibold sm:px-2.5 sm:whitespace-nowrap',
                      canBuy ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700',
                    )}
                  >
                    {status}
                  </span>
                </td>
                <td className="px-1.5 py-4 first:pl-3 last:pr-3 sm:px-4 sm:first:pl-4 sm:last:pr-4 text-right align-top font-medium whitespace-nowrap tabular-nums">
                  {money(ticket.price_per_ticket)}
                </td>
                <td className="px-1.5 py-4 first:pl-3 last:pr-3 sm:px-4 sm:first:pl-4 sm:last:pr-4 align-top">
                  <label htmlFor={inputId} className="sr-only">
                    Quantity of {ticket.name}
                  </label>
                  <input
                    id={inputId}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={Math.max(ticket.available, 0)}
                    step={1}
                    value={qty}
                    disabled={!canBuy}
                    aria-describedby={hint ? `${inputId}-hint` : undefined}
                    onFocus={(event) => event.currentTarget.select()}
                    onChange={(event) =>
                      onChange(ticket.id, parseQuantity(event.target.value, ticket.available))
                    }
                    className="w-14 rounded-lg border max-sm:[appearance:textfield] sm:w-20 max-sm:[&::-webkit-inner-spin-button]:appearance-none border-slate-300 bg-white px-2 py-2 text-sm tabular-nums disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500"
                  />
                  {hint && (
                    <span
                      id={`${inputId}-hint`}
                      className={cn(
                        'mt-1 block text-xs font-semibold',
                        ticket.available <= 0 ? 'text-red-700' : 'text-amber-800',
                      )}
                    >
                      {hint}
                    </span>
                  )}
                </td>
                <td className="px-1.5 py-4 first:pl-3 last:pr-3 sm:px-4 sm:first:pl-4 sm:last:pr-4 text-right align-top font-semibold whitespace-nowrap tabular-nums">
                  {money(qty * ticket.price_per_ticket)}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 bg-brand-50/60">
          <tr>
            <th
              scope="row"
              colSpan={4}
              className="px-1.5 py-4 first:pl-3 last:pr-3 sm:px-4 sm:first:pl-4 sm:last:pr-4 text-right font-bold text-slate-950"
            >
              Total
            </th>
            <td className="px-1.5 py-4 first:pl-3 last:pr-3 sm:px-4 sm:first:pl-4 sm:last:pr-4 text-right text-sm font-extrabold sm:text-base whitespace-nowrap text-slate-950 tabular-nums">
              {money(grandTotal(tickets, isClosed ? {} : quantities))}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
