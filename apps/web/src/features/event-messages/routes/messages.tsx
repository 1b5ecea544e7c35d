import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EVENT_NOT_FOUND, LoadState, NotFound } from '@/components/ui/load-state';
import { ScreenHeader } from '@/components/ui/screen-header';
import { formatShortDateTime, inEventZone, toDateTimeAttribute } from '@/lib/dates';
import { useOrganizerEvent } from '@/lib/organizer-event';
import { paths } from '@/lib/paths';
import { useSentMessages } from '../api/messages';
import { MessageForm } from '../components/message-form';
import { SentMessageList } from '../components/sent-message-list';
import { parseEventId } from '../lib/event-id';

const SECTION = 'rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-8';

function MessagesScreen({ eventId }: { eventId: number }) {
  const event = useOrganizerEvent(eventId);
  const sent = useSentMessages(eventId);

  if (event.isPending || event.isError) {
    return <LoadState query={event} label="the event" notFound={EVENT_NOT_FOUND} />;
  }

  const { title, start_time, location, tickets } = event.data;
  const zone = inEventZone(event.data);
  return (
    <div className="space-y-6">
      <ScreenHeader
        title="Messages"
        documentTitle={`Messages · ${title}`}
        intro={
          <>
            <span className="block font-semibold break-words text-slate-900">{title}</span>
            <span className="block text-sm">
              <time dateTime={toDateTimeAttribute(start_time)}>{formatShortDateTime(start_time, zone)}</time>
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
        {sent.isPending || sent.isError ? (
          <LoadState query={sent} label="the sent messages" notFound={EVENT_NOT_FOUND} />
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
  if (eventId === null) return <NotFound {...EVENT_NOT_FOUND} />;
  return <MessagesScreen key={eventId} eventId={eventId} />;
}
