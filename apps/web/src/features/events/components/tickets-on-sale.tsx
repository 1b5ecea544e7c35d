import type { EventDetail, TicketType } from '@tiketi/contract/events';
import type { AppliedCode } from '@tiketi/contract/promo-codes';
import type { ReactNode } from 'react';
import { PriceLines } from '@/components/price-lines';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { inEventZone } from '@/lib/dates';
import { useCatalog } from '@/lib/i18n/i18n';
import { hasPriceAdjustments, type OrderFigures } from '@/lib/order-price';
import { bookingCapMessage, type Quantities } from '../lib/booking-draft';
import { TicketTable } from './ticket-table';

interface TicketsOnSaleProps {
  event: EventDetail;
  /** The event's types and those an applied code unlocks (issue 15). */
  tickets: readonly TicketType[];
  appliedCode: AppliedCode | null;
  /** The order's price as the server will ask it: discount, fee, tax and total. */
  figures: OrderFigures;
  /** The code entry, under the tickets. */
  codeEntry: ReactNode;
  hasEnded: boolean;
  quantities: Quantities;
  /** More tickets picked than one booking may hold. */
  isOverCap: boolean;
  /** Quantities that break a type's per-order limits (issue 15), one message each; booking waits for none. */
  limitProblems: readonly string[];
  onChange: (ticketId: number, qty: number) => void;
  onBook: () => void;
}

/** Spec 2.4: the ticket table, the booking cap and Book this event (read-only once the event ended). */
export function TicketsOnSale({
  event,
  tickets,
  appliedCode,
  figures,
  codeEntry,
  hasEnded,
  quantities,
  isOverCap,
  limitProblems,
  onChange,
  onBook,
}: TicketsOnSaleProps) {
  const t = useCatalog('events');
  const hasProblems = !hasEnded && limitProblems.length > 0;
  const cap = event.max_tickets_per_booking;
  // Issue 15: a discount, fee or tax stands between the seats' sum and the total.
  const showsPriceLines = !hasEnded && hasPriceAdjustments(figures);
  return (
    <>
      {hasEnded && (
        <Alert type="warning" className="mb-4">
          {t('event.ended')}
        </Alert>
      )}
      {tickets.length === 0 ? (
        <>
          <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
            {t('event.notOnSale')}
          </p>
          {!hasEnded && codeEntry}
        </>
      ) : (
        <>
          <TicketTable
            tickets={tickets}
            currency={event.currency}
            quantities={quantities}
            isClosed={hasEnded}
            onChange={onChange}
            appliedCode={hasEnded ? null : appliedCode}
            hasPriceLines={showsPriceLines}
            zone={inEventZone(event)}
          />
          {!hasEnded && codeEntry}
          {showsPriceLines && (
            <PriceLines
              figures={figures}
              currency={event.currency}
              className="mt-4 rounded-2xl bg-white px-4 py-3 ring-1 ring-slate-200"
            />
          )}
          {!hasEnded && (
            <p
              role={isOverCap ? 'alert' : undefined}
              className={cn('mt-3 text-sm', isOverCap ? 'font-semibold text-red-700' : 'text-slate-600')}
            >
              {isOverCap ? bookingCapMessage(cap) : t('event.upTo', { cap })}
            </p>
          )}
          {hasProblems && (
            <ul role="alert" className="mt-2 space-y-1 text-sm font-semibold text-red-700">
              {limitProblems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
          <div className="mt-6 flex justify-end">
            <Button
              size="lg"
              onClick={onBook}
              disabled={hasEnded || isOverCap || hasProblems}
              className="w-full sm:w-auto"
            >
              {t('event.book')}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
