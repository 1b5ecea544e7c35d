import type { TicketType } from '@tiketi/contract/events';
import type { AppliedCode } from '@tiketi/contract/promo-codes';
import { OrderTable } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import type { DateDisplayOptions } from '@/lib/dates';
import { useCatalog } from '@/lib/i18n/i18n';
import { formatMoney } from '@/lib/money';
import { discountedUnitPrice } from '@/lib/order-price';
import {
  grandTotal,
  parseQuantity,
  type Quantities,
  quantityOf,
  saleStatus,
  stockHint,
} from '../lib/booking-draft';
import { brokenLimit, limitHints, quantityMax, quantityMin } from '../lib/order-limits';

interface TicketTableProps {
  tickets: readonly TicketType[];
  currency: string;
  quantities: Quantities;
  onChange: (ticketId: number, qty: number) => void;
  /** The event has ended: every row is read-only. */
  isClosed?: boolean;
  /** Issue 15: the applied code, whose discounted prices show beside the struck-through ones. */
  appliedCode?: AppliedCode | null;
  /** Price lines follow the table (issue 15): its last row is then the seats' t('table.subtotal'). */
  hasPriceLines?: boolean;
  /** Issue 16: the event's zone, for the time a sale starts. */
  zone?: DateDisplayOptions;
}

const CELL = 'px-1.5 py-3 first:pl-3 last:pr-3 sm:px-4 sm:first:pl-4 sm:last:pr-4';
/** Body rows stand taller, for the quantity input and its hint. */
const CELL_TALL = 'px-1.5 py-4 first:pl-3 last:pr-3 sm:px-4 sm:first:pl-4 sm:last:pr-4';

const COLUMNS = [
  { key: 'table.type' },
  { key: 'table.status' },
  { key: 'table.price', isNumeric: true },
  { key: 'table.quantity' },
  { key: 'table.subtotal', isNumeric: true },
] as const;

/** Spec 2.4: Type, Status, Price, Quantity, Subtotal, and the grand total as the last row. */
export function TicketTable({
  tickets,
  currency,
  quantities,
  onChange,
  isClosed = false,
  appliedCode = null,
  hasPriceLines = false,
  zone = {},
}: TicketTableProps) {
  const t = useCatalog('events');
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <OrderTable
      caption={t('table.caption')}
      columns={COLUMNS.map((column) => ({ ...column, label: t(column.key) }))}
      cell={CELL}
      className="shadow-card"
      textClassName="text-xs sm:text-sm"
      totalLabel={hasPriceLines ? t('table.subtotal') : 'Total'}
      total={money(grandTotal(tickets, isClosed ? {} : quantities, currency))}
    >
      {tickets.map((ticket) => {
        const status = saleStatus(ticket, isClosed, zone);
        const canBuy = status === 'Sale open';
        const qty = canBuy ? quantityOf(quantities, ticket) : 0;
        const inputId = `qty-${ticket.id}`;
        // Issue 15: the per-order limits join the stock hint under the box, red when the quantity breaks one.
        const limits = canBuy ? limitHints(ticket) : { min: null, max: null };
        const broken = brokenLimit(ticket, qty);
        const hints = [
          {
            id: `${inputId}-hint`,
            text: stockHint(ticket),
            tone: ticket.available <= 0 ? 'text-red-700' : 'text-amber-800',
          },
          {
            id: `${inputId}-min`,
            text: limits.min,
            tone: broken === 'min' ? 'text-red-700' : 'text-slate-600',
          },
          {
            id: `${inputId}-max`,
            text: limits.max,
            tone: broken === 'max' ? 'text-red-700' : 'text-slate-600',
          },
        ].filter((hint) => hint.text);
        return (
          <tr key={ticket.id} className={cn(!canBuy && 'bg-slate-50/60')}>
            <th scope="row" className={`${CELL_TALL} align-top font-normal`}>
              <span className="block font-semibold text-slate-950">{ticket.name}</span>
              {ticket.description && (
                <span className="block text-xs break-words text-slate-700">{ticket.description}</span>
              )}
              <span className="text-xs text-slate-600">
                {t('table.admits', { count: ticket.no_of_persons })}
              </span>
            </th>
            <td className={`${CELL_TALL} align-top`}>
              <span
                className={cn(
                  'inline-flex rounded-full px-2 py-1 text-center text-xs font-semibold',
                  // A sale start's date wraps; the short statuses stay on one line.
                  status.startsWith('Sale starts') ? 'sm:px-2.5' : 'sm:px-2.5 sm:whitespace-nowrap',
                  canBuy ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700',
                )}
              >
                {status}
              </span>
            </td>
            <td className={`${CELL_TALL} text-right align-top font-medium whitespace-nowrap tabular-nums`}>
              <UnitPrice
                price={ticket.price_per_ticket}
                discounted={discountedUnitPrice(ticket, appliedCode, currency)}
                currency={currency}
              />
            </td>
            <td className={`${CELL_TALL} align-top`}>
              <label htmlFor={inputId} className="sr-only">
                {t('table.quantityOf', { name: ticket.name })}
              </label>
              <input
                id={inputId}
                type="number"
                inputMode="numeric"
                min={quantityMin(ticket)}
                max={quantityMax(ticket)}
                step={1}
                value={qty}
                disabled={!canBuy}
                aria-describedby={hints.length > 0 ? hints.map((hint) => hint.id).join(' ') : undefined}
                aria-invalid={broken ? true : undefined}
                onFocus={(event) => event.currentTarget.select()}
                onChange={(event) => onChange(ticket.id, parseQuantity(event.target.value, ticket.available))}
                className="w-14 rounded-lg border max-sm:[appearance:textfield] sm:w-20 max-sm:[&::-webkit-inner-spin-button]:appearance-none border-slate-300 bg-white px-2 py-2 text-sm tabular-nums disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500"
              />
              {hints.map((hint) => (
                <span
                  key={hint.id}
                  id={hint.id}
                  className={cn('mt-1 block text-xs font-semibold', hint.tone)}
                >
                  {hint.text}
                </span>
              ))}
            </td>
            <td className={`${CELL_TALL} text-right align-top font-semibold whitespace-nowrap tabular-nums`}>
              {money(qty * ticket.price_per_ticket)}
            </td>
          </tr>
        );
      })}
    </OrderTable>
  );
}

/**
 * A type's price; with a code that lowers it, the old price struck through and the new one beside
 * it. Screen readers do not announce a strike, so each reads t('table.was') and t('table.now').
 */
function UnitPrice({
  price,
  discounted,
  currency,
}: {
  price: number;
  discounted: number | null;
  currency: string;
}) {
  const t = useCatalog('events');
  if (discounted === null) return <>{formatMoney(price, currency)}</>;
  return (
    <>
      <s className="block text-slate-500">
        <span className="sr-only">{t('table.was')} </span>
        {formatMoney(price, currency)}
      </s>
      <span className="block font-semibold text-green-800">
        <span className="sr-only">{t('table.now')} </span>
        {formatMoney(discounted, currency)}
      </span>
    </>
  );
}
