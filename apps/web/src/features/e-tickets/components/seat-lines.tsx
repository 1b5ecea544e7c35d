import type { ETicket } from '@tiketi/contract/e-tickets';
import { PriceLines } from '@/components/price-lines';
import { formatMoney } from '@/lib/money';
import { figuresOfBreakdown, hasPriceAdjustments } from '@/lib/order-price';
import { seatLines } from '../lib/ticket-facts';

/**
 * Spec 2.7 seat lines: 'Seats', 'x quantity', name, admits and amount, then TOTAL. Issue 15: with a
 * discount, fee or tax, the seats sum to a Subtotal and the price lines end with the TOTAL.
 */
export function SeatLines({ ticket }: { ticket: Pick<ETicket, 'booking'> }) {
  const money = (amount: number) => formatMoney(amount, ticket.booking.currency);
  const figures = figuresOfBreakdown(ticket.booking, ticket.booking.price);
  const lines = hasPriceAdjustments(figures) ? figures : null;
  return (
    <>
      <table className="w-full text-left text-sm">
        <caption className="pb-2 text-left text-xs font-bold tracking-wide text-slate-600 uppercase">
          Seats
        </caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Quantity</th>
            <th scope="col">Ticket</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {seatLines(ticket).map((line) => (
            <tr key={line.name}>
              <td className="w-12 py-2 pr-2 align-top font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                x {line.quantity}
              </td>
              <td className="py-2 pr-3 align-top">
                <span className="block font-semibold text-slate-900">{line.name}</span>
                <span className="text-xs text-slate-600">Admits {line.no_of_persons}</span>
              </td>
              <td className="py-2 text-right align-top whitespace-nowrap text-slate-900 tabular-nums">
                {money(line.amount)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-slate-200">
            <th scope="row" colSpan={2} className="pt-3 text-left text-sm font-extrabold text-slate-950">
              {lines ? 'Subtotal' : 'TOTAL'}
            </th>
            <td className="pt-3 text-right font-extrabold whitespace-nowrap text-slate-950 tabular-nums">
              {money(lines ? lines.subtotal : ticket.booking.price)}
            </td>
          </tr>
        </tfoot>
      </table>
      {lines && (
        <PriceLines figures={lines} currency={ticket.booking.currency} totalLabel="TOTAL" className="mt-3" />
      )}
    </>
  );
}
