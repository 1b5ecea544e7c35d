import { bookingDraft } from '@tiketi/contract/bookings';
import { MESSAGES } from '@tiketi/contract/messages';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { hasToken, sessionStore } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import { OrderSummary } from '../components/order-summary';
import { hasGuestDetails, orderSummaryOf } from '../lib/order-lines';

type DetailKey = 'full_name' | 'email_address' | 'msisdn';

/** True when the router has an earlier entry of this app to go back to. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

/** Route payment_method (spec 2.5). Booking creation and the card form come in a later release. */
export default function PaymentMethodRoute() {
  const navigate = useNavigate();
  const storedBooking = useSession((s) => s.booking);
  const storedEvent = useSession((s) => s.event);
  const isSignedIn = useSession(hasToken);
  const draft = useMemo(() => {
    const parsed = bookingDraft.safeParse(storedBooking);
    return parsed.success ? parsed.data : null;
  }, [storedBooking]);
  const [isDetailsDialogOpen, setDetailsDialogOpen] = useState(false);
  const [method, setMethod] = useState<'card'>('card');
  const [isCardNoticeShown, setCardNoticeShown] = useState(false);

  const hasLeft = useRef(false);
  const goBack = () => {
    if (hasLeft.current) return;
    hasLeft.current = true;
    if (canGoBack()) navigate(-1);
    else navigate('/', { replace: true });
  };

  // Spec 2.5: with no booking held, this screen navigates back (once, even under StrictMode).
  // biome-ignore lint/correctness/useExhaustiveDependencies: goBack is stable in effect through its ref
  useEffect(() => {
    if (!draft) goBack();
  }, [draft]);

  if (!draft) return null;

  const summary = orderSummaryOf(draft, storedEvent);

  const setDetail = (key: DetailKey, value: string) => {
    sessionStore.update((state) =>
      state.booking
        ? { booking: { ...state.booking, details: { ...state.booking.details, [key]: value } } }
        : {},
    );
  };

  const proceed = () => {
    if (!isSignedIn && !hasGuestDetails(draft.details)) {
      setDetailsDialogOpen(true);
      return;
    }
    setCardNoticeShown(true);
  };

  return (
    <div className="container-page py-10 sm:py-14">
      <title>Payment Method · Tiketi</title>
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl">Payment Method</h1>

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-8">
          {!isSignedIn && (
            <section
              aria-labelledby="your-details-title"
              className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-slate-200"
            >
              <h2 id="your-details-title" className="text-lg font-bold text-slate-950">
                Your details
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                We send your e-tickets and receipt to this email address.
              </p>
              <div className="mt-5 grid gap-5 sm:grid-cols-2">
                <TextField
                  label="Full Name"
                  autoComplete="name"
                  required
                  containerClassName="sm:col-span-2"
                  value={draft.details.full_name}
                  onChange={(event) => setDetail('full_name', event.target.value)}
                />
                <TextField
                  label="Email Address"
                  type="email"
                  autoComplete="email"
                  required
                  value={draft.details.email_address}
                  onChange={(event) => setDetail('email_address', event.target.value)}
                />
                <TextField
                  label="Phone No."
                  type="tel"
                  autoComplete="tel"
                  required
                  value={draft.details.msisdn}
                  onChange={(event) => setDetail('msisdn', event.target.value)}
                />
              </div>
            </section>
          )}

          <section
            aria-labelledby="pay-with-title"
            className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-slate-200"
          >
            <h2 id="pay-with-title" className="text-lg font-bold text-slate-950">
              How would you like to pay?
            </h2>
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
                    setCardNoticeShown(false);
                  }}
                  className="size-5 accent-brand-700"
                />
                <span className="font-semibold text-slate-950">Credit/Debit Card</span>
              </label>
            </fieldset>
            {isCardNoticeShown && (
              <Alert type="warning" className="mt-5">
                <p className="font-semibold">Card payment is not available yet.</p>
                <p className="mt-1">
                  We are still connecting our card payment provider. No booking was made and you have not been
                  charged. Please try again soon.
                </p>
              </Alert>
            )}
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={goBack}>
                Cancel
              </Button>
              <Button onClick={proceed}>Proceed</Button>
            </div>
          </section>
        </div>

        <OrderSummary summary={summary} currency={draft.currency} />
      </div>

      <Dialog
        open={isDetailsDialogOpen}
        onClose={() => setDetailsDialogOpen(false)}
        title={MESSAGES.errorTitle}
      >
        <p>{MESSAGES.personalDetailsRequired}</p>
      </Dialog>
    </div>
  );
}
