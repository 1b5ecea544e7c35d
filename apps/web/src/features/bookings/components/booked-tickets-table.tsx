import { formatMoney } from '@tiketi/contract/money';
import { OrderTable } from '@/components/ui/table';
import type { BookedRow } from '../lib/order-lines';

const cell = 'px-2 py-3 first:pl-3 last:pr-3 sm:px-4 sm:first:pl-4 sm:last:pr-4';

const COLUMNS = [
  { label: 'Type' },
  { label: 'Price', isNumeric: true },
  { label: 'Quantity', isNumeric: true },
  { label: 'Subtotal', isNumeric: true },
];

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
    <OrderTable caption="Tickets in this order" columns={COLUMNS} cell={cell} total={money(total)}>
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
    </OrderTable>
  );
}
