import { PriceLines } from '@/components/price-lines';
import { OrderTable } from '@/components/ui/table';
import { useCatalog } from '@/lib/i18n/i18n';
import { formatMoney } from '@/lib/money';
import { hasPriceAdjustments, type OrderFigures } from '@/lib/order-price';
import type { BookedRow } from '../lib/order-lines';

const cell = 'px-2 py-3 first:pl-3 last:pr-3 sm:px-4 sm:first:pl-4 sm:last:pr-4';

const COLUMNS = [
  { key: 'booked.type' },
  { key: 'booked.price', isNumeric: true },
  { key: 'booked.quantity', isNumeric: true },
  { key: 'booked.subtotal', isNumeric: true },
] as const;

/**
 * Spec 2.6: Type, Price, Quantity, Subtotal, and the total as the last row. Issue 15: with a
 * discount, fee or tax (the server's figures), the last row is the seats' subtotal and the price
 * lines follow the table.
 */
export function BookedTicketsTable({
  rows,
  currency,
  total,
  figures = null,
}: {
  rows: readonly BookedRow[];
  currency: string;
  total: number;
  figures?: OrderFigures | null;
}) {
  const t = useCatalog('buyer');
  const money = (amount: number) => formatMoney(amount, currency);
  const lines = hasPriceAdjustments(figures) ? figures : null;
  return (
    <div>
      <OrderTable
        caption={t('booked.caption')}
        columns={COLUMNS.map((column) => ({ ...column, label: t(column.key) }))}
        cell={cell}
        totalLabel={lines ? t('booked.subtotal') : 'Total'}
        total={money(lines ? lines.subtotal : total)}
      >
        {rows.map((row, index) => (
          // Rows have no id of their own; their order is fixed for one booking.
          // biome-ignore lint/suspicious/noArrayIndexKey: a static list
          <tr key={index}>
            <th scope="row" className={`${cell} font-normal`}>
              <span className="block font-semibold break-words text-slate-950">{row.name}</span>
              {row.no_of_persons !== null && (
                <span className="text-xs text-slate-600">
                  {t('summary.admits', { count: row.no_of_persons })}
                </span>
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
      {lines && (
        <PriceLines
          figures={lines}
          currency={currency}
          className="mt-3 rounded-2xl bg-white px-4 py-3 ring-1 ring-slate-200"
        />
      )}
    </div>
  );
}
