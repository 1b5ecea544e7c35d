import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { MESSAGES } from '@tiketi/contract/messages';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { confirmationErrorMessage } from '../lib/payment-status';
import { SUCCESS_PATH } from '../lib/success-query';
import { PaymentMessage, usePaymentMessage } from './payment-message';

/**
 * Stripe's card form. This module is its own lazy chunk, imported only when the booking call
 * names Stripe as the provider: Stripe.js (from js.stripe.com, through the `pure` entry, which adds
 * the script only when loadStripe is called) never loads on any other page.
 */

const loads = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js per publishable key; a failed load is forgotten, so Try again loads afresh. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let load = loads.get(publishableKey);
  if (!load) {
    load = loadStripe(publishableKey);
    loads.set(publishableKey, load);
    load.catch(() => loads.delete(publishableKey));
  }
  return load;
}

const appearance: Appearance = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#4338ca',
    colorText: '#0f172a',
    colorDanger: '#b91c1c',
    borderRadius: '12px',
    fontFamily: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
};

type LoadState = { kind: 'loading' } | { kind: 'ready'; stripe: Stripe } | { kind: 'failed' };

interface StripeCardFormProps {
  clientSecret: string;
  publishableKey: string;
}

export default function StripeCardForm({ clientSecret, publishableKey }: StripeCardFormProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ kind: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on Try again
  useEffect(() => {
    let isCurrent = true;
    setState({ kind: 'loading' });
    stripeFor(publishableKey).then(
      (stripe) => {
        if (isCurrent) setState(stripe ? { kind: 'ready', stripe } : { kind: 'failed' });
      },
      () => {
        if (isCurrent) setState({ kind: 'failed' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [publishableKey, attempt]);

  if (state.kind === 'failed') {
    return (
      <Alert type="error">
        <p className="font-semibold">We could not load the card form.</p>
        <p className="mt-1">Check your connection, then try again. You have not been charged.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (state.kind === 'loading') return <CardFormSkeleton />;
  return (
    <Elements stripe={state.stripe} options={{ clientSecret, appearance }}>
      <StripePaymentForm />
    </Elements>
  );
}

function CardFormSkeleton() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Loading the card form</span>
      <Skeleton className="h-11 w-full rounded-xl" />
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-11 rounded-xl" />
        <Skeleton className="h-11 rounded-xl" />
      </div>
    </div>
  );
}

function StripePaymentForm() {
  const stripe = useStripe();
  const elements = useElements();
  const message = usePaymentMessage();
  const [isReady, setReady] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const isSubmitting = useRef(false);
  const titleId = useId();
  const messageId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || isSubmitting.current) return;
    isSubmitting.current = true;
    setConfirming(true);
    message.hide();
    try {
      // Spec 7: the return URL is {host}/payment/success; Stripe adds the intent and its status.
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${SUCCESS_PATH}` },
      });
      // Only an immediate error comes back here; a confirmed payment has left the page.
      message.show(confirmationErrorMessage(error));
    } catch {
      message.show(confirmationErrorMessage(null));
    } finally {
      isSubmitting.current = false;
      setConfirming(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className="mb-4 text-base font-bold text-slate-950">
        Card details
      </h3>
      {!isReady && <CardFormSkeleton />}
      <PaymentElement
        options={{ layout: 'tabs' }}
        onReady={() => setReady(true)}
        onLoadError={() => message.show(confirmationErrorMessage(null))}
      />
      <Button
        type="submit"
        size="lg"
        className="mt-6 w-full sm:w-auto"
        disabled={!stripe || !elements || !isReady}
        isBusy={isConfirming}
        busyLabel={MESSAGES.processing}
      >
        Pay now
      </Button>
      <PaymentMessage id={messageId} text={message.text} />
    </form>
  );
}
