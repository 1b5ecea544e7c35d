import type { UseQueryResult } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { ScreenHeader } from '@/components/ui/screen-header';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatShortDateTime, toDateTimeAttribute } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { useMessageEvent } from '../api/get-event';
import { useSentMessages } from '../api/messages';
import { MessageForm } from '../components/message-form';
import { SentMessageList } from '../components/sent-message-list';
import { parseEventId } from '../lib/event-id';

const SECTION = 'rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-8';

function EventNotFound() {
  return (
    <div className="rounded-3xl bg-white px-6 py-12 text-center shadow-card ring-1 ring-slate-200">
      <title>Event not found · Tiketi</title>
      <h1 className="text-2xl font-extrabold text-slate-950">Event not found</h1>
      <p className="mt-2 text-slate-700">
        There is no such event among your organisation’s events. Pick one from your events list.
      </p>
      <ButtonLink to={paths.organizer.events} className="mt-6">
        Go to my events
      </ButtonLink>
    </div>
  );
}

function LoadError({ query }: { query: UseQueryResult<unknown, Error> }) {
  return (
    <Alert type="error">
      <p>{query.error?.message}</p>
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        isBusy={query.isFetching}
        busyLabel="Retrying..."
        onClick={() => query.refetch()}
      >
        Try again
      </Button>
    </Alert>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div className="space-y-3" role="status">
      <span className="sr-only">Loading {label}</span>
      <Skeleton className="h-9 w-56" />
      <Skeleton className="h-5 w-80 max-w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

function MessagesScreen({ eventId }: { eventId: number }) {
  const event = useMessageEvent(eventId);
  const sent = useSentMessages(eventId);

  if (event.isPending) return <Loading label="the event" />;
  if (event.isError) {
    if (event.error instanceof ApiError && event.error.status === 404) return <EventNotFound />;
    return <LoadError query={event} />;
  }

  const { title, start_time, location, tickets } = event.data;
  return (
    <div className="space-y-6">
      <ScreenHeader
        title="Messages"
        documentTitle={`Messages · ${title}`}
        intro={
          <>
            <span className="block font-semibold break-words text-slate-900">{title}</span>
            <span className="block text-sm">
              <time dateTime={toDateTimeAttribute(start_time)}>{formatShortDateTime(start_time)}</time>
              {' · '}
              {location}
            </span>
          </>
        }
        actions={
          <>
            <ButtonLink to={paths.organizer.orders(eventId)} variant="outline">
              Orders
            </ButtonLink>
            <ButtonLink to={paths.organizer.attendees(eventId)} variant="outline">
              Attendees
            </ButtonLink>
          </>
        }
      />
      <section aria-labelledby="new-message-title" className={SECTION}>
        <h2 id="new-message-title" className="text-lg font-bold text-slate-950">
          Message ticket holders
        </h2>
        <p className="mt-1 mb-5 text-sm text-slate-600">
          A mail from your organisation to everyone holding tickets, paid or free. Pending bookings are left
          out.
        </p>
        <MessageForm
          eventId={eventId}
          ticketTypes={tickets}
          remainingToday={sent.data?.remaining_today ?? null}
        />
      </section>
      <section aria-labelledby="sent-messages-title" className={SECTION}>
        <h2 id="sent-messages-title" className="mb-4 text-lg font-bold text-slate-950">
          Sent messages
        </h2>
        {sent.isPending ? (
          <Loading label="the sent messages" />
        ) : sent.isError ? (
          <LoadError query={sent} />
        ) : (
          <SentMessageList messages={sent.data.data} ticketTypes={tickets} />
        )}
      </section>
    </div>
  );
}

/** Route /organizer/messages/:id (issue 14): write to the event's ticket holders, and what was sent. */
export default function MessagesRoute() {
  const eventId = parseEventId(useParams().id);
  if (eventId === null) return <EventNotFound />;
  return <MessagesScreen key={eventId} eventId={eventId} />;
}
