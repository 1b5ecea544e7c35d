import { useCatalog } from '@/lib/i18n/i18n';
import { useEvents } from '../api/get-events';
import { EventCard } from './event-card';
import { EventCardSkeleton } from './event-card-skeleton';
import { EventGrid } from './event-grid';

const SHOWN = 3;

/** Spec 2.4: other upcoming events of the same category. */
export function MoreEvents({ categoryId, excludeId }: { categoryId: number; excludeId: number }) {
  const t = useCatalog('events');
  const query = useEvents({ category_id: categoryId, page: 1, limit: SHOWN + 1 });
  const events = (query.data?.data ?? []).filter((event) => event.id !== excludeId).slice(0, SHOWN);

  return (
    <section aria-labelledby="more-events-title" className="mt-16">
      <h2 id="more-events-title" className="mb-6 text-2xl font-extrabold tracking-tight text-slate-950">
        {t('event.moreLikeThis')}
      </h2>
      {query.isPending && (
        <EventGrid>
          {Array.from({ length: SHOWN }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <EventCardSkeleton key={i} />
          ))}
        </EventGrid>
      )}
      {query.isError && <p className="text-slate-600">{t('event.moreError')}</p>}
      {query.isSuccess && events.length === 0 && <p className="text-slate-600">{t('event.moreNone')}</p>}
      {events.length > 0 && (
        <EventGrid>
          {events.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </EventGrid>
      )}
    </section>
  );
}
