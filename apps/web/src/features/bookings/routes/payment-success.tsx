import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useCatalog } from '@/lib/i18n/i18n';
import { FreeBookingPage, NothingToShow } from '../components/free-booking-page';
import { PaidBookingPage } from '../components/paid-booking-page';
import { parseSuccessQuery } from '../lib/success-query';

/**
 * Route payment_success (spec 2.6 and 4), reached from the card provider with
 * `payment_intent_client_secret`, or after a free booking with `booking` (spec decision #5).
 */
export default function PaymentSuccessRoute() {
  const t = useCatalog('buyer');
  const [params] = useSearchParams();
  const query = useMemo(() => parseSuccessQuery(params), [params]);
  return (
    // Spec 2.6: the page background is a gradient while this screen is shown.
    <div className="min-h-[calc(100dvh-4rem)] bg-linear-to-br from-brand-100 via-white to-amber-100 py-10 sm:py-16">
      {/* i18n-ignore: the brand after the page title */}
      <title>{`${t('success.title')} · Tiketi`}</title>
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
