import { ATTENDEE_PAGE_SIZE } from '@tiketi/contract/check-in';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';
import { ScreenHeader } from '@/components/ui/screen-header';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/lib/paths';
import { useDownloadAttendeesCsv } from '../api/download-attendees-csv';
import { useAttendees } from '../api/get-attendees';
import { useCheckInStats } from '../api/get-check-in-stats';
import { AttendeeTable } from '../components/attendee-table';
import { EventIntro } from '../components/event-intro';
import { EventLoadState, EventNotFound } from '../components/event-load-state';
import { bookingCountLine } from '../lib/booking-count';
import { parseEventId } from '../lib/event-id';

/** Typing settles for this long before the list is searched. */
const SEARCH_DELAY_MS = 300;

function useSettledValue(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function AttendeeList({ eventId }: { eventId: number }) {
  const [typed, setTyped] = useState('');
  const search = useSettledValue(typed, SEARCH_DELAY_MS);
  // A page belongs to the search it was turned for: a new search starts at page 1.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search, page: next });
  const attendees = useAttendees(eventId, { page, search });

  const searchField = (
    <TextField
      label="Search attendees"
      type="search"
      placeholder="Name, email, phone or booking id"
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      containerClassName="max-w-md"
    />
  );

  if (attendees.isPending) {
    return (
      <div className="space-y-4">
        {searchField}
        <div className="space-y-3" role="status">
          <span className="sr-only">Loading attendees</span>
          {['a', 'b', 'c', 'd'].map((key) => (
            <Skeleton key={key} className="h-14 w-full" />
          ))}
        </div>
      </div>
    );
  }
  if (attendees.isError) {
    return (
      <div className="space-y-4">
        {searchField}
        <Alert type="error">
          <p>{attendees.error.message}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            isBusy={attendees.isFetching}
            busyLabel="Retrying..."
            onClick={() => attendees.refetch()}
          >
            Try again
          </Button>
        </Alert>
      </div>
    );
  }

  const { data, total, free_total } = attendees.data;
  const pages = Math.max(1, Math.ceil(total / ATTENDEE_PAGE_SIZE));
  return (
    <div className="space-y-4">
      {searchField}
      <p className="text-sm text-slate-700" aria-live="polite">
        {search
          ? `${total} booking${total === 1 ? '' : 's'} match “${search}”`
          : bookingCountLine(total, free_total)}
      </p>
      {data.length === 0 ? (
        <p className="rounded-2xl bg-slate-50 px-5 py-8 text-center text-slate-700">
          {search
            ? 'No attendee matches this search.'
            : 'No bookings yet. Attendees appear here once they pay or take free tickets.'}
        </p>
      ) : (
        <AttendeeTable attendees={data} />
      )}
      {pages > 1 && (
        <nav aria-label="Attendee pages" className="flex items-center justify-between gap-3 pt-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm text-slate-700">
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}

function AttendeesScreen({ eventId }: { eventId: number }) {
  const stats = useCheckInStats(eventId);
  const download = useDownloadAttendeesCsv(eventId);
  if (stats.isPending || stats.isError) return <EventLoadState query={stats} label="the event" />;
  const { event, counts } = stats.data;
  return (
    <div className="space-y-6">
      <ScreenHeader
        title="Attendees"
        documentTitle={`Attendees · ${event.title}`}
        intro={<EventIntro event={event} />}
        actions={
          <>
            <Button
              variant="outline"
              isBusy={download.isPending}
              busyLabel="Downloading..."
              onClick={() => download.mutate()}
            >
              <DownloadIcon className="size-4" />
              Export CSV
            </Button>
            <ButtonLink to={paths.organizer.checkIn(eventId)}>Check-in</ButtonLink>
          </>
        }
      />
      {download.isError && <Alert type="error">{download.error.message}</Alert>}
      <p className="text-sm text-slate-700">
        {counts.checked_in} of {counts.total} tickets checked in · {counts.people_checked_in} of{' '}
        {counts.people_total} people
      </p>
      <section className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-8">
        <AttendeeList eventId={eventId} />
      </section>
    </div>
  );
}

/** The attendee list of one event (organizer route /organizer/attendees/:id), with its CSV export. */
export default function AttendeesRoute() {
  const eventId = parseEventId(useParams().id);
  if (eventId === null) return <EventNotFound />;
  return <AttendeesScreen key={eventId} eventId={eventId} />;
}
