import { formatMoney } from '@tiketi/contract/money';
import type { BookedRow } from '../lib/order-lines';

const cell = 'px-2 py-3 first:pl-3 last:pr-3 sm:px-4 sm:first:pl-4 sm:last:pr-4';

/** Spec 2.6: Type, Price, Quantity, Subtotal, and the total as the last row. */
export function BookedTicketsTable({
  rows,
  currency,
  total,
}: {
  rows: readonly BookedRow[];
  currency: string;
  total: number;
}) {
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Tickets in this order</caption>
        <thead className="bg-slate-50 text-xs font-bold text-slate-700 sm:tracking-wide sm:uppercase">
          <tr>
            <th scope="col" className={cell}>
              Type
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Price
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Quantity
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Subtotal
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row, index) => (
            // Rows have no id of their own; their order is fixed for one booking.
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list
            <tr key={index}>
              <th scope="row" className={`${cell} font-normal`}>
                <span className="block font-semibold break-words text-slate-950">{row.name}</span>
                {row.no_of_persons !== null && (
                  <span className="text-xs text-slate-600">Admits {row.no_of_persons}</span>
                )}
              </th>
              <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>{money(row.price)}</td>
              <td className={`${cell} text-right tabular-nums`}>{row.quantity}</td>
              <td className={`${cell} text-right font-semibold whitespace-nowrap tabular-nums`}>
                {money(row.subtotal)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 bg-brand-50/60">
          <tr>
            <th scope="row" colSpan={3} className={`${cell} text-right font-bold text-slate-950`}>
              Total
            </th>
            <td className={`${cell} text-right font-extrabold whitespace-nowrap text-slate-950 tabular-nums`}>
              {money(total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
