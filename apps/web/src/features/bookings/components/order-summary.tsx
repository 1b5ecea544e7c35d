import { PriceLines } from '@/components/price-lines';
import { CalendarIcon, MapPinIcon } from '@/components/ui/icons';
import { formatShortDateTime, inEventZone, toDateTimeAttribute } from '@/lib/dates';
import { useCatalog } from '@/lib/i18n/i18n';
import { formatMoney } from '@/lib/money';
import type { OrderFigures } from '@/lib/order-price';
import { formatAmountWithCode, type OrderSummary as Summary } from '../lib/order-lines';

interface OrderSummaryProps {
  summary: Summary;
  currency: string;
  /** Issue 15: the price lines after the seats (the server's once it has answered). */
  figures: OrderFigures;
}

/** The order on the payment screen: the event, its seat lines at their base price, then its price lines. */
export function OrderSummary({ summary, currency, figures }: OrderSummaryProps) {
  const t = useCatalog('buyer');
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-slate-200"
    >
      <h2 id="order-summary-title" className="text-lg font-bold text-slate-950">
        {t('summary.title')}
      </h2>
      <p className="mt-3 text-xl font-extrabold break-words text-slate-950">{summary.title}</p>
      <div className="mt-2 space-y-1 text-sm text-slate-700">
        {summary.start_time && (
          <p className="flex items-center gap-2">
            <CalendarIcon className="size-4 shrink-0 text-brand-700" />
            <time dateTime={toDateTimeAttribute(summary.start_time)}>
              {formatShortDateTime(summary.start_time, inEventZone(summary))}
            </time>
          </p>
        )}
        {summary.location && (
          <p className="flex items-center gap-2">
            <MapPinIcon className="size-4 shrink-0 text-brand-700" />
            <span className="break-words">{summary.location}</span>
          </p>
        )}
      </div>

      <ul className="mt-5 divide-y divide-slate-200 border-y border-slate-200">
        {summary.lines.map((line) => (
          <li key={line.id} className="flex items-start justify-between gap-4 py-3 text-sm">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-950">{line.name}</p>
              <p className="text-slate-600">
                {line.qty} × {formatMoney(line.price, currency)}
                {line.no_of_persons !== null && ` · ${t('summary.admits', { count: line.no_of_persons })}`}
              </p>
            </div>
            <p className="font-semibold whitespace-nowrap text-slate-950 tabular-nums">
              {formatMoney(line.subtotal, currency)}
            </p>
          </li>
        ))}
      </ul>

      <PriceLines
        figures={figures}
        currency={currency}
        withSubtotal
        totalLabel="Total to pay:"
        totalText={formatAmountWithCode(figures.total, currency)}
        className="mt-4"
      />
    </section>
  );
}
