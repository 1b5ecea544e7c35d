import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';
import { hasPriceAdjustments, hasTaxLine, type OrderFigures } from '@/lib/order-price';

interface PriceLinesProps {
  figures: OrderFigures;
  currency: string;
  /** Lead with the seats' sum as 'Subtotal' (where the seat lines above show no sum of their own). */
  withSubtotal?: boolean;
  /** The last line's label: 'Total', 'Total to pay:' or 'TOTAL', as each screen words it. */
  totalLabel?: string;
  /** The total's amount as the screen shows it (e.g. with the currency code); formatted money by default. */
  totalText?: string;
  className?: string;
}

function Line({
  label,
  children,
  isTotal = false,
}: {
  label: ReactNode;
  children: ReactNode;
  isTotal?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4',
        isTotal && 'mt-2 border-t border-slate-200 pt-3',
      )}
    >
      <dt className={cn(isTotal ? 'font-semibold text-slate-800' : 'text-slate-700')}>{label}</dt>
      <dd
        className={cn(
          'whitespace-nowrap tabular-nums',
          isTotal ? 'text-xl font-extrabold text-slate-950' : 'font-semibold text-slate-950',
        )}
      >
        {children}
      </dd>
    </div>
  );
}

/** '16%', '7.25%'. */
const percentText = (rate: number) => `${Number(rate.toFixed(2))}%`;

/**
 * Issue 15: an order's price lines after its seats, the same on every screen that shows a price:
 * the discount with its code, the booking fee, the tax with its name and rate (marked when it is
 * included in the prices), and the total. Only the lines that apply are shown.
 */
export function PriceLines({
  figures,
  currency,
  withSubtotal = false,
  totalLabel = 'Total',
  totalText,
  className,
}: PriceLinesProps) {
  const money = (amount: number) => formatMoney(amount, currency);
  const isIncluded = figures.tax_mode === 'included';
  return (
    <dl className={cn('space-y-2 text-sm', className)}>
      {withSubtotal && hasPriceAdjustments(figures) && (
        <Line label="Subtotal">{money(figures.subtotal)}</Line>
      )}
      {figures.discount > 0 && (
        <Line label={figures.promo_code ? `Discount (${figures.promo_code})` : 'Discount'}>
          <span aria-hidden="true">−</span>
          <span className="sr-only">minus </span>
          {money(figures.discount)}
        </Line>
      )}
      {figures.fee > 0 && <Line label="Booking fee">{money(figures.fee)}</Line>}
      {hasTaxLine(figures) && (
        <Line
          label={`${figures.tax_name} ${percentText(figures.tax_rate ?? 0)}${isIncluded ? ' (included)' : ''}`}
        >
          {money(figures.tax)}
        </Line>
      )}
      <Line label={totalLabel} isTotal>
        {totalText ?? money(figures.total)}
      </Line>
    </dl>
  );
}
