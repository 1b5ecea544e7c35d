import { BOOKING_STATUS, SUCCESS_RETRIEVAL_DELAY_MS } from '@tiketi/contract/constants';
import { useEffect, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useCatalog } from '@/lib/i18n/i18n';
import { paths } from '@/lib/paths';
import { sessionStore } from '@/lib/session';
import { useRetrievedBooking } from '../api/retrieve-booking';
import { paidSession } from '../lib/booked-session';
import { PaidBookingView } from './paid-booking-view';
import { StatusHeading, SuccessCard } from './success-card';

/** Spec 4: the paid booking is asked for 3 seconds after the screen opens. */
function useDelay(ms: number): boolean {
  const [isOver, setOver] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setOver(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return isOver;
}

export function PaidBookingPage({ clientSecret }: { clientSecret: string }) {
  const t = useCatalog('buyer');
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
      <SuccessCard>
        <StatusHeading tone="warning">{isNotFound ? t('paid.notFound') : t('paid.loadError')}</StatusHeading>
        <div className="mt-4 space-y-2 text-center text-slate-700">
          {isNotFound ? <p>{t('paid.notFoundText')}</p> : <p>{query.error.message}</p>}
        </div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {!isNotFound && (
            <Button
              isBusy={query.isFetching}
              busyLabel={t('common.retrying')}
              onClick={() => query.refetch()}
            >
              {t('common.tryAgain')}
            </Button>
          )}
          <ButtonLink to={paths.myTickets} variant="outline">
            {t('nav.myTickets')}
          </ButtonLink>
        </div>
      </SuccessCard>
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
  const t = useCatalog('buyer');
  return (
    <SuccessCard>
      <div role="status" className="flex flex-col items-center text-center">
        <Spinner className="size-10 text-brand-700" />
        <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-slate-950 sm:text-3xl">
          {t('paid.confirming')}
        </h1>
        <p className="mt-2 text-slate-700">{t('paid.takesSeconds')}</p>
      </div>
      <div className="mt-8 space-y-3" aria-hidden="true">
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-24 w-full rounded-2xl" />
      </div>
    </SuccessCard>
  );
}
