import { EVENT_STATUS } from '@tiketi/contract/constants';
import type { EventDetail } from '@tiketi/contract/events';
import { MESSAGES } from '@tiketi/contract/messages';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EventImage } from '@/components/ui/event-image';
import { TicketIcon } from '@/components/ui/icons';
import { MessagePage } from '@/components/ui/message-page';
import { NotFoundPage } from '@/components/ui/not-found-page';
import { ApiError } from '@/lib/api-client';
import { startedCheckout } from '@/lib/checkout-state';
import { useCatalog } from '@/lib/i18n/i18n';
import { paths } from '@/lib/paths';
import { sessionStore } from '@/lib/session';
import { useEvent } from '../api/get-event';
import { CancelledBanner } from '../components/cancelled-banner';
import { CodeEntry } from '../components/code-entry';
import { EventDescription } from '../components/event-description';
import { EventDetailsSkeleton } from '../components/event-details-skeleton';
import { EventFacts } from '../components/event-facts';
import { MoreEvents } from '../components/more-events';
import { TicketsOnSale } from '../components/tickets-on-sale';
import { buildBookingDraft, orderFiguresOf, pickedCount, type Quantities } from '../lib/booking-draft';
import { appliedCodeMessage, ticketsWithUnlocked, useCodeEntry } from '../lib/code-entry';
import { eventPath, parseEventId } from '../lib/event-path';
import { limitProblems } from '../lib/order-limits';
import { preselectedQuantities } from '../lib/preselect';

/** Route `details`: /details/{id}/{slug?}; a non-numeric id is a 404. */
export default function EventDetailsRoute() {
  const params = useParams();
  const id = parseEventId(params.id);
  if (id === null) return <NotFoundPage />;
  // A new id is a new page: quantities and dialogs start afresh.
  return <EventDetailsPage key={id} id={id} slug={params.slug} />;
}

function EventDetailsPage({ id, slug }: { id: number; slug: string | undefined }) {
  const t = useCatalog('events');
  const query = useEvent(id);
  const navigate = useNavigate();
  const { search } = useLocation();
  const event = query.data;

  // Keep the address canonical (right slug) without adding a history entry; a partner's ?code= stays.
  useEffect(() => {
    if (!event) return;
    const canonical = eventPath(event);
    if (canonical !== eventPath({ id, title: '', slug })) navigate(canonical + search, { replace: true });
  }, [event, id, slug, search, navigate]);

  if (query.isPending) {
    return (
      <>
        {/* i18n-ignore: the brand after the page title */}
        <title>{`${t('event.loading')} · Tiketi`}</title>
        <h1 className="sr-only">{t('event.loading')}</h1>
        <EventDetailsSkeleton />
      </>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <NotFoundPage title={t('event.notFound')} text={t('event.notFoundText')} />;
    }
    return (
      <MessagePage
        title={t('event.loadError')}
        actions={
          <>
            <Button
              isBusy={query.isFetching}
              busyLabel={t('common.retrying')}
              onClick={() => query.refetch()}
            >
              {t('common.tryAgain')}
            </Button>
            <ButtonLink to={paths.home} variant="outline">
              {t('common.backToHome')}
            </ButtonLink>
          </>
        }
      >
        <p>{query.error.message}</p>
      </MessagePage>
    );
  }
  return <EventView event={query.data} />;
}

function EventView({ event }: { event: EventDetail }) {
  const t = useCatalog('events');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Issue 19: the widget's 'Book' arrives with ?ticket={id}, that type already picked.
  const [quantities, setQuantities] = useState<Quantities>(() =>
    preselectedQuantities(event, searchParams.get('ticket')),
  );
  const [isPickDialogOpen, setPickDialogOpen] = useState(false);
  const code = useCodeEntry(event.id);
  const hasEnded = new Date(event.end_time).getTime() < Date.now();
  // Issue 14: a cancelled event's page reads Cancelled and offers no tickets at all.
  const isCancelled = event.status === EVENT_STATUS.cancelled;
  // Issue 15: the types a code unlocked are sold on the same terms as the others.
  const priced = { ...event, tickets: ticketsWithUnlocked(event.tickets, code.applied) };
  const cap = event.max_tickets_per_booking;
  const isOverCap = pickedCount(priced.tickets, quantities) > cap;
  const problems = limitProblems(priced.tickets, quantities);

  const book = () => {
    if (isOverCap || isCancelled || problems.length > 0) return;
    const draft = buildBookingDraft(priced, quantities, code.applied);
    if (!draft) {
      setPickDialogOpen(true);
      return;
    }
    sessionStore.update(startedCheckout(draft, priced, code.applied));
    navigate(paths.paymentMethod);
  };

  return (
    <article className="container-page py-6 sm:py-10">
      {/* i18n-ignore: the brand after the page title */}
      <title>{`${isCancelled ? t('event.cancelledTitle', { title: event.title }) : event.title} · Tiketi`}</title>
      <nav aria-label={t('event.breadcrumb')} className="mb-4 text-sm text-slate-600">
        <Link to={paths.home} className="font-medium hover:text-brand-700 hover:underline">
          {t('event.events')}
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page" className="text-slate-800">
          {event.category}
        </span>
      </nav>

      {isCancelled && <CancelledBanner />}

      <EventImage
        eventId={event.id}
        title={event.title}
        image={event.image}
        srcSet={event.image_srcset}
        sizes="(min-width: 1280px) 1216px, 100vw"
        alt={event.title}
        isPriority
        className="rounded-3xl shadow-card"
      />

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-12">
        <header className="min-w-0 lg:col-start-1 lg:row-start-1">
          <p className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-bold tracking-wide text-brand-800 uppercase">
            {event.category}
          </p>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight break-words text-slate-950 sm:text-4xl">
            {event.title}
          </h1>
          {event.short_description && (
            <p className="mt-3 text-lg break-words text-slate-700">{event.short_description}</p>
          )}
        </header>

        <aside aria-label={t('event.information')} className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-24">
            <EventFacts event={event} />
          </div>
        </aside>

        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="about-event-title">
            <h2 id="about-event-title" className="mb-4 text-xl font-bold text-slate-950">
              {t('event.about')}
            </h2>
            <EventDescription text={event.full_description} />
          </section>

          <section aria-labelledby="tickets-title" className="mt-12">
            <h2 id="tickets-title" className="mb-4 flex items-center gap-2 text-xl font-bold text-slate-950">
              <TicketIcon className="size-6 text-brand-700" />
              {t('event.tickets')}
            </h2>
            {isCancelled ? (
              <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
                {t('event.cancelledNoSale')}
              </p>
            ) : (
              <TicketsOnSale
                event={event}
                tickets={priced.tickets}
                appliedCode={code.applied}
                figures={orderFiguresOf(priced, quantities, code.applied)}
                codeEntry={
                  <CodeEntry
                    asked={code.asked}
                    appliedMessage={code.applied && appliedCodeMessage(code.applied, event.currency)}
                    isApplying={code.isApplying}
                    refusal={code.refusal}
                    onApply={code.apply}
                    onRemove={code.remove}
                  />
                }
                hasEnded={hasEnded}
                quantities={quantities}
                isOverCap={isOverCap}
                limitProblems={problems}
                onChange={(ticketId, qty) => setQuantities((current) => ({ ...current, [ticketId]: qty }))}
                onBook={book}
              />
            )}
          </section>
        </div>
      </div>

      <MoreEvents categoryId={event.category_id} excludeId={event.id} />

      <Dialog open={isPickDialogOpen} onClose={() => setPickDialogOpen(false)} title={MESSAGES.errorTitle}>
        <p>{MESSAGES.pickTicket}</p>
      </Dialog>
    </article>
  );
}
