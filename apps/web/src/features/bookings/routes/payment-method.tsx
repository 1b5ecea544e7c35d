import type { PaymentMethod } from '@tiketi/contract/constants';
import { MESSAGES } from '@tiketi/contract/messages';
import { paymentMethodsFor } from '@tiketi/contract/payments';
import { kenyanMsisdn } from '@tiketi/contract/phone';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { useCheckout } from '@/lib/checkout-state';
import { useCatalog } from '@/lib/i18n/i18n';
import { hasToken, sessionStore } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import { cancelBooking } from '../api/cancel-booking';
import { signOutBuyer } from '../api/sign-out-buyer';
import { CardForm } from '../components/card-form';
import { CheckoutQuestions } from '../components/checkout-questions';
import { type DetailKey, GuestDetails } from '../components/guest-details';
import { MpesaPayment } from '../components/mpesa-payment';
import { MpesaPhoneField } from '../components/mpesa-phone-field';
import { OrderSummary } from '../components/order-summary';
import { PayWithSection } from '../components/pay-with-section';
import { PaymentPanel } from '../components/payment-panel';
import { PaypalPayment } from '../components/paypal-payment';
import { SignedInBuyer } from '../components/signed-in-buyer';
import {
  chosenMethodSession,
  forgottenGuestSession,
  guestDetailSession,
  heldPaymentOf,
  releasedSession,
} from '../lib/booked-session';
import { hasGuestDetails, isFreeOrder, orderFiguresOf, orderSummaryOf } from '../lib/order-lines';
import { PAYPAL_NOTICES, paypalNoticeOf } from '../lib/paypal-return';
import { useCheckoutAnswers } from '../lib/use-checkout-answers';
import { useGoBack } from '../lib/use-go-back';
import { useProceed } from '../lib/use-proceed';

const PANEL_TITLES: Record<PaymentMethod, string> = {
  card: 'Pay by card',
  mpesa: 'Check your phone',
  paypal: 'Pay by PayPal',
};

/**
 * Route payment_method (spec 2.5 and 4, issue 13): the order, a guest's details, one option per
 * method the event's currency can be paid by, and Proceed, which books the seats with the chosen
 * method (POST v1/event/book) and shows its payment below: the card form, 'Check your phone' for
 * M-Pesa, or PayPal.
 */
export default function PaymentMethodRoute() {
  const t = useCatalog('buyer');
  const navigate = useNavigate();
  const location = useLocation();
  const { draft, bookedEvent, appliedCode, secrets, held: stored } = useCheckout();
  const isSignedIn = useSession(hasToken);
  const userName = useSession((s) => s.user_name);
  const userMsisdn = useSession((s) => s.msisdn);
  const held = useMemo(() => heldPaymentOf(stored, secrets), [stored, secrets]);
  const { proceed, isBusy, busySeconds } = useProceed();
  const { goBack, markLeft } = useGoBack();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  // Spec 4's shown-method flags: the method whose payment is mounted and shown below the options.
  const [shown, setShown] = useState<PaymentMethod | null>(null);
  const [hasHoldRunOut, setHoldRunOut] = useState(false);
  // The M-Pesa number as edited; until then it follows the guest's phone or the account's.
  const [editedPhone, setEditedPhone] = useState<string | null>(null);
  const [isPhoneInvalid, setPhoneInvalid] = useState(false);
  const [paypalNotice, setPaypalNotice] = useState(() => paypalNoticeOf(location.state));
  // Issue 16: the organizer's questions and names per ticket; the buyer's own name fills the first.
  const buyerName = isSignedIn ? userName : (draft?.details.full_name ?? '');
  const { check: checkAnswers, ...answering } = useCheckoutAnswers(draft, bookedEvent, buyerName);

  // Back from PayPal (its page, or its declined capture here): say why nothing was paid.
  useEffect(() => {
    setPaypalNotice(paypalNoticeOf(location.state));
  }, [location.state]);

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
  useEffect(() => {
    if (!draft) goBack();
  }, [draft, goBack]);

  const releaseHold = useCallback(() => {
    sessionStore.update(releasedSession);
    setShown(null);
    setHoldRunOut(true);
  }, []);

  if (!draft) return null;

  // Issue 15: the browser's price until the booking call answers, then the server's.
  const figures = orderFiguresOf(draft, bookedEvent, appliedCode, held);
  const summary = orderSummaryOf(draft, bookedEvent, figures);
  // Spec decision #5: nothing to pay (free tickets, or a 100% code), so no method: 'Get tickets'.
  const isFree = isFreeOrder(draft) || figures.total === 0;
  const methods = paymentMethodsFor(draft.currency);
  const method = methods.includes(draft.payment_method) ? draft.payment_method : (methods[0] ?? 'card');
  const heldMpesa = held?.created.payment_method === 'mpesa' ? held : null;
  const phone = heldMpesa?.created.msisdn ?? editedPhone ?? (isSignedIn ? userMsisdn : draft.details.msisdn);

  // A guest is always asked: a guest's booking token never signs them in (ADR-010).
  const notYou = () => {
    if (isSignedIn) signOutBuyer();
    else sessionStore.update(forgottenGuestSession);
    setShown(null);
  };

  const choose = (next: PaymentMethod) => {
    sessionStore.update((state) => chosenMethodSession(state, next));
    // Spec 4: changing the method resets what was shown for the previous one.
    setShown(null);
    setPhoneInvalid(false);
    setPaypalNotice(null);
  };

  const onProceed = () => {
    if (!isSignedIn && !hasGuestDetails(draft.details)) {
      setErrorMessage(MESSAGES.personalDetailsRequired);
      return;
    }
    const paying = isFree ? 'card' : method;
    const mpesaPhone = paying === 'mpesa' ? kenyanMsisdn(phone) : null;
    if (paying === 'mpesa' && !mpesaPhone) {
      setPhoneInvalid(true);
      return;
    }
    const toBook = checkAnswers(draft, setErrorMessage);
    if (!toBook) return;
    setHoldRunOut(false);
    setPaypalNotice(null);
    proceed({
      draft: toBook,
      method: paying,
      isGuest: !isSignedIn,
      summary,
      held,
      mpesaPhone: mpesaPhone ?? undefined,
      onShown: setShown,
      onError: setErrorMessage,
      onSettled: (path) => {
        markLeft();
        navigate(path, { replace: true });
      },
    });
  };

  // The payment below the options: the held booking's, once Proceed showed its method.
  const panel = shown && held?.created.payment_method === shown ? { method: shown, held } : null;

  return (
    <div className="container-page py-10 sm:py-14">
      {/* i18n-ignore: the brand after the page title */}
      <title>{`${t('pay.title')} · Tiketi`}</title>
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl">{t('pay.title')}</h1>

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-8">
          {isSignedIn ? (
            <SignedInBuyer name={userName} msisdn={userMsisdn} onNotYou={notYou} />
          ) : (
            <GuestDetails
              details={draft.details}
              onChange={(key: DetailKey, value: string) =>
                sessionStore.update((state) => guestDetailSession(state, key, value))
              }
              isLocked={held !== null}
              onNotYou={notYou}
            />
          )}

          {answering.asked && (
            <CheckoutQuestions {...answering} asked={answering.asked} isLocked={held !== null} />
          )}

          <PayWithSection
            isFree={isFree}
            methods={methods}
            chosen={method}
            onChoose={choose}
            hasHoldRunOut={hasHoldRunOut && shown === null}
            isBusy={isBusy}
            busySeconds={busySeconds}
            onCancel={cancelAndGoBack}
            onProceed={onProceed}
          >
            {method === 'mpesa' && (
              <MpesaPhoneField
                value={phone}
                onChange={(value) => {
                  setEditedPhone(value);
                  setPhoneInvalid(false);
                }}
                isInvalid={isPhoneInvalid}
                isLocked={heldMpesa !== null}
              />
            )}
            {method === 'paypal' && paypalNotice && !panel && (
              <Alert type="warning" className="mt-5">
                {PAYPAL_NOTICES[paypalNotice]}
              </Alert>
            )}
          </PayWithSection>

          {panel && (
            <PaymentPanel
              key={panel.held.created.booking_id}
              title={PANEL_TITLES[panel.method]}
              expiresAt={panel.held.created.expires_at}
              onHoldEnded={releaseHold}
            >
              {panel.method === 'card' && <CardForm held={panel.held} onCancelled={releaseHold} />}
              {panel.method === 'mpesa' && <MpesaPayment held={panel.held} />}
              {panel.method === 'paypal' && <PaypalPayment held={panel.held} />}
            </PaymentPanel>
          )}
        </div>

        <OrderSummary summary={summary} currency={draft.currency} figures={figures} />
      </div>

      <Dialog open={errorMessage !== null} onClose={() => setErrorMessage(null)} title={MESSAGES.errorTitle}>
        <p>{errorMessage}</p>
      </Dialog>
    </div>
  );
}
