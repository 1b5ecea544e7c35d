import { useEffect, useMemo } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { readHeldBooking } from '@/lib/checkout-state';
import { figuresOfBreakdown } from '@/lib/order-price';
import { paths } from '@/lib/paths';
import { sessionStore } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import { freeBookedSession, freeBookingOf } from '../lib/booked-session';
import { summaryRowsOf } from '../lib/order-lines';
import { BookedEventCard } from './booked-event-card';
import { BookedTicketsTable } from './booked-tickets-table';
import { OrderFor, StatusHeading, SuccessCard, ViewTickets } from './success-card';

/** Spec decision #5: a free booking is confirmed at once; this browser kept the order it showed. */
export function FreeBookingPage({ bookingId }: { bookingId: string }) {
  const dump = useSession((s) => s.dump);
  const buyer = useSession((s) => s.buyer_name);
  const held = useMemo(() => freeBookingOf(readHeldBooking(dump), bookingId), [dump, bookingId]);

  useEffect(() => {
    sessionStore.update((state) => freeBookedSession(state, bookingId));
  }, [bookingId]);

  if (!held) {
    return (
      <SuccessCard>
        <StatusHeading tone="neutral">Your booking</StatusHeading>
        <p className="mt-4 text-center text-slate-700">
          The details of booking <span className="font-semibold text-slate-950">{bookingId}</span> are not
          kept in this browser. Your confirmed bookings and their e-tickets are in My Tickets.
        </p>
        <div className="mt-8 flex justify-center">
          <ViewTickets />
        </div>
      </SuccessCard>
    );
  }

  const { created, summary } = held;
  return (
    <SuccessCard>
      <StatusHeading tone="success">Your booking is confirmed!</StatusHeading>
      <p className="mt-4 text-center text-slate-700">
        Booking <span className="font-semibold text-slate-950">{created.booking_id}</span> is free, so nothing
        was charged. We have also emailed your e-tickets to you.
      </p>
      <div className="mt-8 space-y-6">
        <BookedTicketsTable
          rows={summaryRowsOf(summary)}
          currency={created.currency}
          total={created.total_price}
          figures={figuresOfBreakdown(created, created.total_price)}
        />
        <OrderFor name={buyer} />
        <BookedEventCard
          title={summary.title}
          start_time={summary.start_time}
          end_time={summary.end_time}
          time_zone={summary.time_zone}
          location={summary.location}
        />
      </div>
      <div className="mt-8 flex justify-center">
        <ViewTickets />
      </div>
    </SuccessCard>
  );
}

export function NothingToShow() {
  return (
    <SuccessCard>
      <StatusHeading tone="neutral">No payment to show</StatusHeading>
      <p className="mt-4 text-center text-slate-700">
        This page confirms a payment at the end of checkout, and this link does not name one. Your bookings
        and their e-tickets are in My Tickets.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ViewTickets />
        <ButtonLink to={paths.home} variant="outline" size="lg">
          Back to home
        </ButtonLink>
      </div>
    </SuccessCard>
  );
}
