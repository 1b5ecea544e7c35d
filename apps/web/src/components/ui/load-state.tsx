import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useCatalog } from '@/lib/i18n/i18n';
import { paths } from '@/lib/paths';

/** A thing an organizer asked for that is not theirs, or does not exist: the same answer for both. */
export function NotFound({ what, advice }: { what: string; advice: string }) {
  const t = useCatalog('shared');
  return (
    <div className="rounded-3xl bg-white px-6 py-12 text-center shadow-card ring-1 ring-slate-200">
      {/* i18n-ignore: the brand after the page title */}
      <title>{`${t('loadState.notFound', { what })} · Tiketi`}</title>
      <h1 className="text-2xl font-extrabold text-slate-950">{t('loadState.notFound', { what })}</h1>
      <p className="mt-2 text-slate-700">{advice}</p>
      <ButtonLink to={paths.organizer.events} className="mt-6">
        {t('loadState.myEvents')}
      </ButtonLink>
    </div>
  );
}

export interface LoadStateProps {
  query: UseQueryResult<unknown, Error>;
  /** 'the event', 'the order': read while it loads. */
  label: string;
  notFound: { what: string; advice: string };
}

/** While a screen's main read loads, or when it cannot be shown: not found (or not yours), or an error. */
export function LoadState({ query, label, notFound }: LoadStateProps) {
  const t = useCatalog('shared');
  if (query.isPending) {
    return (
      <div className="space-y-4" role="status">
        <span className="sr-only">{t('loadState.loading', { label })}</span>
        <Skeleton className="h-9 w-56" />
        <Skeleton className="h-5 w-80 max-w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (query.error instanceof ApiError && query.error.status === 404) {
    return <NotFound {...notFound} />;
  }
  return (
    <Alert type="error">
      <p>{query.error?.message}</p>
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        isBusy={query.isFetching}
        busyLabel={t('common.retrying')}
        onClick={() => query.refetch()}
      >
        {t('common.tryAgain')}
      </Button>
    </Alert>
  );
}

/** The organizer's event that is not theirs, or does not exist. */
export const EVENT_NOT_FOUND = {
  what: 'Event',
  advice: 'There is no such event among your organisation’s events. Pick one from your events list.',
};
