import type { OrganizerPage } from '@tiketi/contract/organizer-page';
import { Link, useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { MessagePage } from '@/components/ui/message-page';
import { NotFoundPage } from '@/components/ui/not-found-page';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useOrganizerPage } from '../api/get-organizer-page';
import { EventCard } from '../components/event-card';
import { EventCardSkeleton } from '../components/event-card-skeleton';
import { EventGrid } from '../components/event-grid';
import { FILTER_PARAMS } from '../lib/filter-params';

const NOT_FOUND_TEXT = 'This organizer does not exist or has no public page.';

/** Route `organizer_page`: /o/{slug} (issue 19), an organisation and its upcoming events. */
export default function OrganizerPageRoute() {
  const slug = useParams().slug ?? '';
  return <OrganizerPageView key={slug} slug={slug} />;
}

function OrganizerPageView({ slug }: { slug: string }) {
  const query = useOrganizerPage(slug);
  if (query.isPending) {
    return (
      <section className="container-page py-8 sm:py-12">
        <title>Loading organizer · Tiketi</title>
        <h1 className="sr-only">Loading organizer</h1>
        <div role="status" className="mt-8">
          <span className="sr-only">Loading events</span>
          <EventGrid>
            <EventCardSkeleton />
            <EventCardSkeleton />
            <EventCardSkeleton />
          </EventGrid>
        </div>
      </section>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <NotFoundPage title="Organizer not found" text={NOT_FOUND_TEXT} />;
    }
    return (
      <MessagePage
        title="We could not load this organizer"
        actions={
          <>
            <Button isBusy={query.isFetching} busyLabel="Retrying..." onClick={() => query.refetch()}>
              Try again
            </Button>
            <ButtonLink to={paths.home} variant="outline">
              Back to home
            </ButtonLink>
          </>
        }
      >
        <p>{query.error.message}</p>
      </MessagePage>
    );
  }
  return <Organizer page={query.data} />;
}

/**
 * Organisations have no logo of their own (ADR-028): the mark is the name's first letter, drawn for
 * the eye only, since the heading beside it says the name.
 */
function Organizer({ page }: { page: OrganizerPage }) {
  const initial = Array.from(page.display_name.trim())[0]?.toUpperCase() ?? '?';
  const moreOnHome = `${paths.home}?${FILTER_PARAMS.organizer}=${page.id}`;
  return (
    <section className="container-page py-8 sm:py-12" aria-labelledby="organizer-name">
      <title>{`${page.display_name} · Tiketi`}</title>
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-600">
        <Link to={paths.home} className="font-medium hover:text-brand-700 hover:underline">
          Events
        </Link>
        <span aria-hidden="true"> / </span>
        <span>Organizer</span>
      </nav>
      <header className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-3xl font-bold text-white"
        >
          {initial}
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Organizer</p>
          <h1 id="organizer-name" className="text-3xl font-bold break-words text-slate-950">
            {page.display_name}
          </h1>
        </div>
      </header>
      <h2 className="mt-10 mb-5 text-xl font-bold text-slate-950">Upcoming events</h2>
      {page.events.length === 0 ? (
        <p className="text-slate-600">No upcoming events right now. Check back soon.</p>
      ) : (
        <EventGrid>
          {page.events.map((event) => (
            <EventCard key={event.id} event={event} isOrganizerShown={false} />
          ))}
        </EventGrid>
      )}
      {page.total > page.events.length && (
        <p className="mt-8 text-center">
          <ButtonLink to={moreOnHome} variant="outline">
            See all {page.total} events
          </ButtonLink>
        </p>
      )}
    </section>
  );
}
