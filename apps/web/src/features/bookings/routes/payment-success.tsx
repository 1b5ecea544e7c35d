import type { PaidBooking } from '@tiketi/contract/bookings';
import { BOOKING_STATUS, SUCCESS_RETRIEVAL_DELAY_MS } from '@tiketi/contract/constants';
import { formatMoney } from '@tiketi/contract/money';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { TicketIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { readHeldBooking } from '@/lib/checkout-state';
import { sessionStore } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import { useRetrievedBooking } from '../api/retrieve-booking';
import { BookedEventCard } from '../components/booked-event-card';
import { BookedTicketsTable } from '../components/booked-tickets-table';
import { freeBookedSession, freeBookingOf, paidSession } from '../lib/booked-session';
import { paidRowsOf, summaryRowsOf } from '../lib/order-lines';
import { bookingOutcomeOf, paymentStatusMessage } from '../lib/payment-status';
import { parseSuccessQuery } from '../lib/success-query';

/**
 * Route payment_success (spec 2.6 and 4), reached from the card provider with
 * `payment_intent_client_secret`, or after a free booking with `booking` (decision 5).
 */
export default function PaymentSuccessRoute() {
  const [params] = useSearchParams();
  const query = useMemo(() => parseSuccessQuery(params), [params]);
  return (
    // Spec 2.6: the page background is a gradient while this screen is shown.
    <div className="min-h-[calc(100dvh-4rem)] bg-linear-to-br from-brand-100 via-white to-amber-100 py-10 sm:py-16">
      <title>Payment success · Tiketi</title>
      <div className="container-page">
        <div className="mx-auto max-w-3xl">
          {query.kind === 'payment' && (
            <PaidBookingPage key={query.clientSecret} clientSecret={query.clientSecret} />
          )}
          {query.kind === 'free' && <FreeBookingPage key={query.bookingId} bookingId={query.bookingId} />}
          {query.kind === 'missing' && <NothingToShow />}
        </div>
      </div>
    </div>
  );
}

function Card({ children }: { children: ReactNode }) {
  return (
    <section className="rounded-3xl bg-white/95 px-4 py-6 shadow-card ring-1 ring-slate-200 sm:p-10">
      {children}
    </section>
  );
}

type Tone = 'success' | 'warning' | 'neutral';

function StatusHeading({ tone, children }: { tone: Tone; children: ReactNode }) {
  const badge = {
    success: 'bg-green-100 text-green-700',
    warning: 'bg-amber-100 text-amber-800',
    neutral: 'bg-brand-50 text-brand-700',
  }[tone];
  const path = {
    success: 'M5 12.5l4.5 4.5L19 7.5',
    warning: 'M12 8v5m0 3.5h.01',
    neutral: 'M12 8h.01M12 11v5',
  }[tone];
  return (
    <div className="flex flex-col items-center text-center">
      <span className={`flex size-14 items-center justify-center rounded-full ${badge}`}>
        <svg
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d={path} />
        </svg>
      </span>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-slate-950 sm:text-3xl">{children}</h1>
    </div>
  );
}

function OrderFor({ name }: { name: string }) {
  if (!name) return null;
  return (
    <p className="text-slate-700">
      The order is for: <span className="font-semibold break-words text-slate-950">{name}</span>
    </p>
  );
}

function ViewTickets() {
  return (
    <ButtonLink to="/account/tickets" size="lg" className="w-full sm:w-auto">
      <TicketIcon className="size-5" />
      View E-tickets
    </ButtonLink>
  );
}

/** Spec 4: the paid booking is asked for 3 seconds after the screen opens. */
function useDelay(ms: number): boolean {
  const [isOver, setOver] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setOver(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return isOver;
}

function PaidBookingPage({ clientSecret }: { clientSecret: string }) {
  const isDue = useDelay(SUCCESS_RETRIEVAL_DELAY_MS);
  const query = useRetrievedBooking(clientSecret, { enabled: isDue });
  const status = query.data?.status;

  useEffect(() => {
    if (status === undefined) return;
    if (status === BOOKING_STATUS.paid) sessionStore.update((state) => paidSession(state, clientSecret));
    // Spec 4: any status but 2 is logged; what it means is shown below.
    else console.info('Booking status', status);
  }, [status, clientSecret]);

  if (query.isError) {
    const isNotFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Card>
        <StatusHeading tone="warning">
          {isNotFound ? 'We could not find this booking' : 'We could not load your booking'}
        </StatusHeading>
        <div className="mt-4 space-y-2 text-center text-slate-700">
          {isNotFound ? (
            <p>
              This payment belongs to another account, or its link is incomplete. If you booked on another
              device, your e-tickets are in the email we sent you.
            </p>
          ) : (
            <p>{query.error.message}</p>
          )}
        </div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {!isNotFound && (
            <Button isBusy={query.isFetching} busyLabel="Retrying..." onClick={() => query.refetch()}>
              Try again
            </Button>
          )}
          <ButtonLink to="/account/tickets" variant="outline">
            My Tickets
          </ButtonLink>
        </div>
      </Card>
    );
  }
  if (!query.data) return <Confirming />;
  return (
    <PaidBookingView
      booking={query.data}
      clientSecret={clientSecret}
      isChecking={query.isFetching}
      onCheckAgain={() => query.refetch()}
    />
  );
}

function Confirming() {
  return (
    <Card>
      <div role="status" className="flex flex-col items-center text-center">
        <Spinner className="size-10 text-brand-700" />
        <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-slate-950 sm:text-3xl">
          Confirming your payment...
        </h1>
        <p className="mt-2 text-slate-700">This takes a few seconds. Please keep this page open.</p>
      </div>
      <div className="mt-8 space-y-3" aria-hidden="true">
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-24 w-full rounded-2xl" />
      </div>
    </Card>
  );
}

interface PaidBookingViewProps {
  booking: PaidBooking;
  clientSecret: string;
  isChecking: boolean;
  onCheckAgain: () => void;
}

function PaidBookingView({ booking, clientSecret, isChecking, onCheckAgain }: PaidBookingViewProps) {
  const outcome = bookingOutcomeOf(booking.status);
  const heldSecret = useSession((s) => s.payment_intent.card);
  const hasDraft = useSession((s) => s.booking !== null);
  const sessionBuyer = useSession((s) => s.buyer_name);
  const statusLine = paymentStatusMessage(booking.payment_status);
  const price = formatMoney(booking.price, booking.currency);
  const eventPath = `/details/${booking.event.id}`;

  let heading: string = statusLine;
  let tone: Tone = booking.payment_status === 'succeeded' ? 'success' : 'warning';
  let notice: ReactNode = null;
  let actions: ReactNode = null;

  if (outcome === 'paid') {
    tone = 'success';
    notice = (
      <p>
        Your booking <span className="font-semibold text-slate-950">{booking.booking_id}</span> is confirmed.
        We have also emailed your e-tickets to you.
      </p>
    );
    actions = <ViewTickets />;
  } else if (outcome === 'refunded') {
    // The payment arrived after the last seats were sold: the server refunded it in full.
    heading = 'Your payment was refunded';
    tone = 'warning';
    notice = (
      <Alert type="warning" className="text-left">
        <p className="font-semibold">The seats were taken before your payment went through.</p>
        <p className="mt-1">
          We could not confirm booking {booking.booking_id}, so your payment of {price} has been refunded in
          full. Refunds usually reach your account within 5 to 10 business days.
        </p>
      </Alert>
    );
    actions = (
      <ButtonLink to={eventPath} variant="outline">
        Back to the event
      </ButtonLink>
    );
  } else if (outcome === 'pending' && booking.payment_status === 'processing') {
    notice = (
      <p>
        Your seats stay held while your bank confirms the payment. We will email your e-tickets as soon as it
        completes.
      </p>
    );
    actions = (
      <Button variant="outline" isBusy={isChecking} busyLabel="Checking..." onClick={onCheckAgain}>
        Check again
      </Button>
    );
  } else if (outcome === 'pending') {
    const canRetry = hasDraft && heldSecret === clientSecret;
    notice = (
      <p>
        You have not been charged. Your seats are held for a few more minutes: you can pay with another card.
      </p>
    );
    actions = (
      <ButtonLink to={canRetry ? '/payment/method' : eventPath} variant="outline">
        {canRetry ? 'Try another card' : 'Back to the event'}
      </ButtonLink>
    );
  } else if (outcome === 'expired' || outcome === 'cancelled') {
    notice = (
      <p>
        This booking {outcome === 'expired' ? 'expired' : 'was cancelled'} before it was paid, so its seats
        were released. You have not been charged.
      </p>
    );
    actions = (
      <ButtonLink to={eventPath} variant="outline">
        Back to the event
      </ButtonLink>
    );
  } else {
    notice = (
      <p>
        Please contact us with booking reference{' '}
        <span className="font-semibold text-slate-950">{booking.booking_id}</span>.
      </p>
    );
    actions = (
      <ButtonLink to="/talk-to-us" variant="outline">
        Contact us
      </ButtonLink>
    );
  }

  return (
    <Card>
      <StatusHeading tone={tone}>{heading}</StatusHeading>
      {heading !== statusLine && <p className="mt-2 text-center text-sm text-slate-600">{statusLine}</p>}
      <div className="mt-4 text-center text-slate-700">{notice}</div>

      <div className="mt-8 space-y-6">
        <BookedTicketsTable rows={paidRowsOf(booking)} currency={booking.currency} total={booking.price} />
        <OrderFor name={booking.buyer_name || sessionBuyer} />
        <BookedEventCard
          title={booking.event.title}
          start_time={booking.event.start_time}
          end_time={booking.event.end_time}
          location={booking.event.location}
        />
      </div>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
    </Card>
  );
}

/** Decision 5: a free booking is confirmed at once; this browser kept the order it showed. */
function FreeBookingPage({ bookingId }: { bookingId: string }) {
  const dump = useSession((s) => s.dump);
  const buyer = useSession((s) => s.buyer_name);
  const held = useMemo(() => freeBookingOf(readHeldBooking(dump), bookingId), [dump, bookingId]);

  useEffect(() => {
    sessionStore.update((state) => freeBookedSession(state, bookingId));
  }, [bookingId]);

  if (!held) {
    return (
      <Card>
        <StatusHeading tone="neutral">Your booking</StatusHeading>
        <p className="mt-4 text-center text-slate-700">
          The details of booking <span className="font-semibold text-slate-950">{bookingId}</span> are not
          kept in this browser. Your confirmed bookings and their e-tickets are in My Tickets.
        </p>
        <div className="mt-8 flex justify-center">
          <ViewTickets />
        </div>
      </Card>
    );
  }

  const { created, summary } = held;
  return (
    <Card>
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
        />
        <OrderFor name={buyer} />
        <BookedEventCard
          title={summary.title}
          start_time={summary.start_time}
          end_time={summary.end_time}
          location={summary.location}
        />
      </div>
      <div className="mt-8 flex justify-center">
        <ViewTickets />
      </div>
    </Card>
  );
}

function NothingToShow() {
  return (
    <Card>
      <StatusHeading tone="neutral">No payment to show</StatusHeading>
      <p className="mt-4 text-center text-slate-700">
        This page confirms a payment at the end of checkout, and this link does not name one. Your bookings
        and their e-tickets are in My Tickets.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ViewTickets />
        <ButtonLink to="/" variant="outline" size="lg">
          Back to home
        </ButtonLink>
      </div>
    </Card>
  );
}
