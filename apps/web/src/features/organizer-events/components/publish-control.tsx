import { EVENT_STATUS, type EventStatus } from '@tiketi/contract/constants';
import { slugify } from '@tiketi/contract/slug';
import { type ReactNode, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { TextLink } from '@/components/ui/text-link';
import { useOrganizerEvent } from '@/lib/organizer-event';
import { paths } from '@/lib/paths';
import { useSetEventStatus } from '../api/set-event-status';

interface PublishControlProps {
  eventId: number;
  /** Shown when the event has no ticket type yet: where to add one (omitted on the ticket screen). */
  hasTicketsLink?: boolean;
  /** Names the event (on the dashboard, where nothing else on screen does). */
  isTitleShown?: boolean;
}

/**
 * Spec decision #10: a draft is published from the event screens once it has a ticket type on sale, and a
 * published event can go back to drafts (unless it has paid orders: the server's 409 says to cancel
 * it instead). Reads the event fresh, so its status is never stale.
 */
export function PublishControl({
  eventId,
  hasTicketsLink = true,
  isTitleShown = false,
}: PublishControlProps) {
  const event = useOrganizerEvent(eventId);
  const setStatus = useSetEventStatus();
  const [alert, setAlert] = useState<AlertMessage | null>(null);

  const change = (status: EventStatus) => {
    if (setStatus.isPending) return;
    setAlert(null);
    setStatus.mutate(
      { id: eventId, status },
      {
        onSuccess: (text) =>
          setAlert({
            type: 'success',
            text: text || (status === EVENT_STATUS.published ? 'Event published' : 'Event moved to drafts'),
          }),
        onError: (error) => setAlert({ type: 'error', text: error.message }),
      },
    );
  };

  let body: ReactNode;
  if (event.isPending) {
    body = (
      <div role="status" className="space-y-2">
        <span className="sr-only">Loading the event status</span>
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-11 w-36 rounded-full" />
      </div>
    );
  } else if (event.isError) {
    body = <Alert type="error">{event.error.message}</Alert>;
  } else {
    const { status, tickets, title } = event.data;
    const isPublished = status === EVENT_STATUS.published;
    const hasTickets = tickets.length > 0;
    // Issue 14: a cancelled event is off sale for good, so it is neither published nor a draft again.
    body =
      status === EVENT_STATUS.cancelled ? (
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-red-800">Cancelled.</span> This event is off sale for good and
          cannot be published again.{' '}
          <TextLink to={paths.eventDetails(eventId, slugify(title))}>View event page</TextLink>
        </p>
      ) : isPublished ? (
        <>
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-green-800">Published.</span> Everyone can find this event and
            buy tickets. <TextLink to={paths.eventDetails(eventId, slugify(title))}>View event page</TextLink>
          </p>
          <Button
            variant="outline"
            className="mt-4"
            isBusy={setStatus.isPending}
            busyLabel="Moving..."
            onClick={() => change(EVENT_STATUS.draft)}
          >
            Move to drafts
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700" id={`publish-hint-${eventId}`}>
            <span className="font-semibold text-amber-900">Draft.</span>{' '}
            {hasTickets ? (
              'Only your team can see it. Publish it to start selling tickets.'
            ) : (
              <>
                Add at least one ticket type before publishing this event.
                {hasTicketsLink && (
                  <>
                    {' '}
                    <TextLink to={paths.organizer.tickets(eventId)}>Set up tickets</TextLink>
                  </>
                )}
              </>
            )}
          </p>
          <Button
            className="mt-4"
            disabled={!hasTickets}
            aria-describedby={`publish-hint-${eventId}`}
            isBusy={setStatus.isPending}
            busyLabel="Publishing..."
            onClick={() => change(EVENT_STATUS.published)}
          >
            Publish
          </Button>
        </>
      );
  }

  return (
    <section
      aria-labelledby={`publish-title-${eventId}`}
      className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id={`publish-title-${eventId}`} className="text-lg font-bold text-slate-950">
        Event status
      </h2>
      {isTitleShown && event.data && (
        <p className="mt-1 font-semibold break-words text-slate-800">{event.data.title}</p>
      )}
      <div className="mt-3 space-y-4">
        <FormAlert alert={alert} />
        <div>{body}</div>
      </div>
    </section>
  );
}
