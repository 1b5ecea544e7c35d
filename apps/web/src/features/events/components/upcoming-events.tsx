import { HOME_PAGE_SIZE, LOAD_MORE_STEP } from '@tiketi/contract/constants';
import { localToday } from '@tiketi/contract/date-filters';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { SelectOption } from '@/components/ui/select';
import { useT } from '@/lib/i18n/i18n';
import { useEvents } from '../api/get-events';
import { usePlatformTime } from '../api/get-platform-time';
import {
  DEFAULT_FILTERS,
  type EventFilters,
  filtersKey,
  hasActiveFilters,
  listQueryFor,
  readFilters,
  writeFilters,
} from '../lib/filter-params';
import { EventCard } from './event-card';
import { EventCardSkeleton } from './event-card-skeleton';
import { EventFiltersBar } from './event-filters';
import { EventGrid } from './event-grid';

interface UpcomingEventsProps {
  categories: readonly SelectOption[];
  organizers: readonly SelectOption[];
}

/** Spec 2.3: the filtered list of upcoming events with Load More; filters live in the URL. */
export function UpcomingEvents({ categories, organizers }: UpcomingEventsProps) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const key = filtersKey(filters);
  const [growth, setGrowth] = useState({ key, limit: HOME_PAGE_SIZE });
  const limit = growth.key === key ? growth.limit : HOME_PAGE_SIZE;

  // Issue 16: 'Today' is the platform's today, in the zone the server reads days in (the viewer's until known).
  const today = usePlatformTime().data?.today ?? localToday();
  const query = useEvents(listQueryFor(filters, today, limit), { keepWhileGrowing: true });
  const events = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const isLoadingMore = query.isPlaceholderData && query.isFetching;

  const changeFilters = (next: EventFilters) => {
    // A new set of filters starts again from the first page size.
    setGrowth({ key: filtersKey(next), limit: HOME_PAGE_SIZE });
    setSearchParams(writeFilters(next, searchParams), { replace: true });
  };

  return (
    <section
      id="upcoming-events"
      aria-labelledby="upcoming-events-title"
      className="scroll-mt-24 py-16 sm:py-20"
    >
      <div className="container-page">
        <div className="mb-8 flex flex-col gap-2">
          <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">{t('events.whatsOn')}</p>
          <h2
            id="upcoming-events-title"
            className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl"
          >
            {t('events.upcoming')}
          </h2>
        </div>

        <EventFiltersBar
          filters={filters}
          categories={categories}
          organizers={organizers}
          onChange={changeFilters}
        />

        <div className="mt-8" aria-busy={query.isFetching}>
          <p className="sr-only" aria-live="polite">
            {query.isSuccess ? t('events.showing', { shown: events.length, total }) : ''}
          </p>

          {query.isPending && (
            <EventGrid>
              {Array.from({ length: HOME_PAGE_SIZE }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <EventCardSkeleton key={i} />
              ))}
            </EventGrid>
          )}

          {query.isError && !query.data && (
            <Alert type="error">
              <p className="font-semibold">{t('events.loadError')}</p>
              <p className="mt-1">{query.error.message}</p>
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
          )}

          {query.isSuccess && events.length === 0 && (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
              {hasActiveFilters(filters) ? (
                <>
                  <p className="text-lg font-semibold text-slate-900">{t('events.noMatch')}</p>
                  <p className="mt-1 text-slate-600">{t('events.noMatchHint')}</p>
                  <Button variant="outline" className="mt-5" onClick={() => changeFilters(DEFAULT_FILTERS)}>
                    {t('events.clearFilters')}
                  </Button>
                </>
              ) : (
                <>
                  <p className="text-lg font-semibold text-slate-900">{t('events.none')}</p>
                  <p className="mt-1 text-slate-600">{t('events.noneHint')}</p>
                </>
              )}
            </div>
          )}

          {events.length > 0 && (
            <EventGrid isDimmed={query.isFetching && !isLoadingMore}>
              {events.map((event) => (
                <EventCard key={event.id} event={event} />
              ))}
            </EventGrid>
          )}

          {/* Past the server's page cap the list is read in several pages (see lib/list-pages). */}
          {query.data && (total > limit || isLoadingMore) && (
            <div className="mt-10 flex justify-center">
              <Button
                variant="outline"
                size="lg"
                isBusy={isLoadingMore}
                busyLabel={t('common.loading')}
                onClick={() => setGrowth({ key, limit: limit + LOAD_MORE_STEP })}
              >
                {t('events.loadMore')}
              </Button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
