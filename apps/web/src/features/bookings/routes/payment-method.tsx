import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { MESSAGES } from '@tiketi/contract/messages';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCheckout } from '@/lib/checkout-state';
import { paths } from '@/lib/paths';
import { hasToken, sessionStore } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import { cancelBooking } from '../api/cancel-booking';
import { useCreateBooking } from '../api/create-booking';
import { signOutBuyer } from '../api/sign-out-buyer';
import { CardForm } from '../components/card-form';
import { type DetailKey, GuestDetails } from '../components/guest-details';
import { HoldCountdown } from '../components/hold-countdown';
import { OrderSummary } from '../components/order-summary';
import { SignedInBuyer } from '../components/signed-in-buyer';
import {
  forgottenGuestSession,
  guestDetailSession,
  heldCardBookingOf,
  releasedSession,
} from '../lib/booked-session';
import { hasHoldEnded } from '../lib/hold-time';
import { hasGuestDetails, isFreeOrder, orderSummaryOf } from '../lib/order-lines';
import { freeBookingPath } from '../lib/success-query';

type Method = 'card';

/** True when the router has an earlier entry of this app to go back to. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

/**
 * Route payment_method (spec 2.5 and 4): the order, a guest's details, the card option and its
 * Proceed, which books the seats (POST v1/event/book) and mounts the card form below.
 */
export default function PaymentMethodRoute() {
  const navigate = useNavigate();
  const checkout = useCheckout();
  const { draft, bookedEvent, cardSecret } = checkout;
  const isSignedIn = useSession(hasToken);
  const userName = useSession((s) => s.user_name);
  const userMsisdn = useSession((s) => s.msisdn);
  const held = useMemo(() => heldCardBookingOf(checkout.held, cardSecret), [checkout.held, cardSecret]);
  const createBooking = useCreateBooking();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [method, setMethod] = useState<Method>('card');
  // Spec 4's "shown-method flag" of the card: the form is mounted and shown.
  const [isCardShown, setCardShown] = useState(false);
  const [hasHoldRunOut, setHoldRunOut] = useState(false);
  const isBooking = useRef(false);
  const cardTitle = useRef<HTMLHeadingElement>(null);

  const hasLeft = useRef(false);
  const goBack = () => {
    if (hasLeft.current) return;
    hasLeft.current = true;
    if (canGoBack()) navigate(-1);
    else navigate(paths.home, { replace: true });
  };

  // Cancel gives a held booking's seats back at once, then goes back one page.
  const cancelAndGoBack = () => {
    const secret = held?.created.client_secret;
    if (secret) {
      cancelBooking(secret).catch(() => undefined);
      sessionStore.update(releasedSession);
    }
    goBack();
  };

  // Spec 2.5: with no booking held, this screen navigates back (once, even under StrictMode).
  // biome-ignore lint/correctness/useExhaustiveDependencies: goBack is stable in effect through its ref
  useEffect(() => {
    if (!draft) goBack();
  }, [draft]);

  // The card form appears below the options: bring it into view and put focus on its heading.
  useEffect(() => {
    if (isCardShown) cardTitle.current?.focus();
  }, [isCardShown]);

  const releaseHold = useCallback(() => {
    sessionStore.update(releasedSession);
    setCardShown(false);
    setHoldRunOut(true);
  }, []);

  if (!draft) return null;

  const summary = orderSummaryOf(draft, bookedEvent);
  // Spec decision #5: nothing to pay, so no card: the order is confirmed with 'Get tickets'.
  const isFree = isFreeOrder(draft);
  // A guest is always asked: a guest's booking token never signs them in (ADR-010).
  const notYou = () => {
    if (isSignedIn) signOutBuyer();
    else sessionStore.update(forgottenGuestSession);
    setCardShown(false);
  };

  const setDetail = (key: DetailKey, value: string) => {
    sessionStore.update((state) => guestDetailSession(state, key, value));
  };

  const proceed = () => {
    // Spec 4: a second Proceed while one runs is ignored.
    if (isBooking.current) return;
    if (!isSignedIn && !hasGuestDetails(draft.details)) {
      setErrorMessage(MESSAGES.personalDetailsRequired);
      return;
    }
    // Spec 4: an existing card secret shows the form again without a new call, while its hold lasts.
    if (held && !hasHoldEnded(held.created.expires_at, Date.now())) {
      setCardShown(true);
      return;
    }
    if (held) sessionStore.update(releasedSession);
    const isGuest = !isSignedIn;
    isBooking.current = true;
    setHoldRunOut(false);
    createBooking.mutate(
      { draft, isGuest, summary },
      {
        onSuccess: ({ booking }) => {
          if (booking.status === BOOKING_STATUS.paid) {
            // Free (spec decision #5): confirmed at once, with nothing to pay.
            hasLeft.current = true;
            navigate(freeBookingPath(booking.booking_id), { replace: true });
          } else {
            setCardShown(true);
          }
        },
        // Spec 8: the server's message in an 'Error!' dialog; the loading flag resets.
        onError: (error) => setErrorMessage(error.message),
        onSettled: () => {
          isBooking.current = false;
        },
      },
    );
  };

  return (
    <div className="container-page py-10 sm:py-14">
      <title>Payment Method · Tiketi</title>
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl">Payment Method</h1>

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-8">
          {isSignedIn ? (
            <SignedInBuyer name={userName} msisdn={userMsisdn} onNotYou={notYou} />
          ) : (
            <GuestDetails
              details={draft.details}
              onChange={setDetail}
              isLocked={held !== null}
              onNotYou={notYou}
            />
          )}

          <section
            aria-labelledby="pay-with-title"
            className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-slate-200"
          >
            <h2 id="pay-with-title" className="text-lg font-bold text-slate-950">
              {isFree ? 'Your tickets are free' : 'How would you like to pay?'}
            </h2>
            {isFree ? (
              <p className="mt-2 text-slate-700">
                There is nothing to pay. Press Get tickets to confirm your booking; we email your e-tickets at
                once.
              </p>
            ) : (
              <fieldset className="mt-4">
                <legend className="sr-only">Payment method</legend>
                <label className="flex cursor-pointer items-center gap-3 rounded-2xl border-2 border-brand-600 bg-brand-50/50 p-4">
                  <input
                    type="radio"
                    name="payment_method"
                    value="card"
                    checked={method === 'card'}
                    onChange={() => {
                      // Spec 4: changing the method resets what was shown for the previous one.
                      setMethod('card');
                      setCardShown(false);
                    }}
                    className="size-5 accent-brand-700"
                  />
                  <span className="font-semibold text-slate-950">Credit/Debit Card</span>
                </label>
              </fieldset>
            )}
            {hasHoldRunOut && !isCardShown && (
              <Alert type="warning" className="mt-5">
                <p className="font-semibold">Your seat hold ran out, so the seats were released.</p>
                <p className="mt-1">You have not been charged. Press Proceed to book them again.</p>
              </Alert>
            )}
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={cancelAndGoBack}>
                Cancel
              </Button>
              <Button onClick={proceed} isBusy={createBooking.isPending} busyLabel={MESSAGES.processing}>
                {isFree ? 'Get tickets' : 'Proceed'}
              </Button>
            </div>
          </section>

          {isCardShown && held && (
            <section
              aria-labelledby="card-payment-title"
              className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-slate-200"
            >
              <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2
                  id="card-payment-title"
                  ref={cardTitle}
                  tabIndex={-1}
                  className="scroll-mt-24 text-lg font-bold text-slate-950 focus:outline-none"
                >
                  Pay by card
                </h2>
                <HoldCountdown expiresAt={held.created.expires_at} onEnded={releaseHold} />
              </div>
              <CardForm held={held} onCancelled={releaseHold} />
            </section>
          )}
        </div>

        <OrderSummary summary={summary} currency={draft.currency} />
      </div>

      <Dialog open={errorMessage !== null} onClose={() => setErrorMessage(null)} title={MESSAGES.errorTitle}>
        <p>{errorMessage}</p>
      </Dialog>
    </div>
  );
}
