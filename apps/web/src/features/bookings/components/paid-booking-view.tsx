import type { PaidBooking } from '@tiketi/contract/bookings';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { formatMoney } from '@/lib/money';
import { figuresOfBreakdown } from '@/lib/order-price';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/use-session';
import { holdsSecret } from '../lib/booked-session';
import { paidRowsOf } from '../lib/order-lines';
import { bookingOutcomeOf, paymentStatusMessage } from '../lib/payment-status';
import { BookedEventCard } from './booked-event-card';
import { BookedTicketsTable } from './booked-tickets-table';
import { PaymentReceipt } from './payment-receipt';
import { OrderFor, StatusHeading, SuccessCard, type Tone, ViewTickets } from './success-card';

interface PaidBookingViewProps {
  booking: PaidBooking;
  clientSecret: string;
  isChecking: boolean;
  onCheckAgain: () => void;
}

export function PaidBookingView({ booking, clientSecret, isChecking, onCheckAgain }: PaidBookingViewProps) {
  const outcome = bookingOutcomeOf(booking.status);
  const isHeldHere = useSession((s) => holdsSecret(s.payment_intent, clientSecret));
  const hasDraft = useSession((s) => s.booking !== null);
  const sessionBuyer = useSession((s) => s.buyer_name);
  const statusLine = paymentStatusMessage(booking.payment_status);
  const price = formatMoney(booking.price, booking.currency);
  const eventPath = paths.eventDetails(booking.event.id);
  const isCard = booking.payment_method === 'card';
  // Who is confirming the money: the card's bank, or M-Pesa or PayPal.
  const confirmer = isCard ? 'your bank' : booking.payment_method === 'mpesa' ? 'M-Pesa' : 'PayPal';

  let heading: string = statusLine;
  let tone: Tone = booking.payment_status === 'paid' ? 'success' : 'warning';
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
        Your seats stay held while {confirmer} confirms the payment. We will email your e-tickets as soon as
        it completes.
      </p>
    );
    actions = (
      <Button variant="outline" isBusy={isChecking} busyLabel="Checking..." onClick={onCheckAgain}>
        Check again
      </Button>
    );
  } else if (outcome === 'pending') {
    const canRetry = hasDraft && isHeldHere;
    notice = (
      <p>
        You have not been charged. Your seats are held for a few more minutes:{' '}
        {isCard ? 'you can pay with another card.' : 'you can try again.'}
      </p>
    );
    actions = (
      <ButtonLink to={canRetry ? paths.paymentMethod : eventPath} variant="outline">
        {canRetry ? (isCard ? 'Try another card' : 'Back to payment') : 'Back to the event'}
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
      <ButtonLink to={paths.talkToUs} variant="outline">
        Contact us
      </ButtonLink>
    );
  }

  return (
    <SuccessCard>
      <StatusHeading tone={tone}>{heading}</StatusHeading>
      {heading !== statusLine && <p className="mt-2 text-center text-sm text-slate-600">{statusLine}</p>}
      <div className="mt-4 text-center text-slate-700">{notice}</div>

      <div className="mt-8 space-y-6">
        <BookedTicketsTable
          rows={paidRowsOf(booking)}
          currency={booking.currency}
          total={booking.price}
          figures={figuresOfBreakdown(booking, booking.price)}
        />
        <OrderFor name={booking.buyer_name || sessionBuyer} />
        <PaymentReceipt booking={booking} />
        <BookedEventCard
          title={booking.event.title}
          start_time={booking.event.start_time}
          end_time={booking.event.end_time}
          time_zone={booking.event.time_zone}
          location={booking.event.location}
        />
      </div>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
    </SuccessCard>
  );
}
