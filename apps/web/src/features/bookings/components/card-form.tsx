import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import type { HeldBooking } from '@/lib/checkout-state';
import { useCatalog } from '@/lib/i18n/i18n';
import { paymentReturnPath } from '../lib/success-query';
import { SimulatedCardForm } from './simulated-card-form';

/** Stripe's form and Stripe.js: a chunk of their own, fetched only when the provider is Stripe. */
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** The form of the provider the booking call named. */
export function CardForm({ held, onCancelled }: { held: HeldBooking; onCancelled: () => void }) {
  const t = useCatalog('buyer');
  const navigate = useNavigate();
  const { created } = held;
  const secret = created.client_secret ?? '';

  if (created.provider === 'simulated') {
    return (
      <SimulatedCardForm
        clientSecret={secret}
        amount={created.total_price}
        currency={created.currency}
        // The same address Stripe returns to after confirmPayment.
        onConfirmed={(status) => navigate(paymentReturnPath(secret, status), { replace: true })}
        onCancelled={onCancelled}
      />
    );
  }
  if (created.provider === 'stripe' && created.publishable_key) {
    return (
      <Suspense
        fallback={
          <div role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-4" />
            {t('card.loading')}
          </div>
        }
      >
        <StripeCardForm clientSecret={secret} publishableKey={created.publishable_key} />
      </Suspense>
    );
  }
  return <Alert type="error">{t('card.notSetUp')}</Alert>;
}
