import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';
import { ScreenHeader } from '@/components/ui/screen-header';
import { Select } from '@/components/ui/select';
import { inEventZone } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { ORGANIZER_SCOPE } from '@/lib/query-scopes';
import { downloadCheckInLogCsv, getCheckInLog } from '../api/door';
import { useCheckInStats } from '../api/get-check-in-stats';
import { CheckInLogTable } from '../components/check-in-log-table';
import { EventIntro } from '../components/event-intro';
import { EventLoadState, EventNotFound } from '../components/event-load-state';
import { parseEventId } from '../lib/event-id';

const LOG_PAGE_SIZE = 50;

function CheckInLogScreen({ eventId }: { eventId: number }) {
  const stats = useCheckInStats(eventId);
  const [filter, setFilter] = useState({ device: '', page: 1 });
  const log = useQuery({
    queryKey: [...ORGANIZER_SCOPE, 'check-in', eventId, 'log', filter],
    queryFn: ({ signal }) => getCheckInLog(eventId, { ...filter, limit: LOG_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const csv = useMutation({ mutationFn: () => downloadCheckInLogCsv(eventId, filter.device) });

  if (stats.isPending || stats.isError) return <EventLoadState query={stats} label="the event" />;
  const { event } = stats.data;
  const devices = log.data?.devices ?? [];
  return (
    <div className="space-y-6">
      <ScreenHeader
        title="Check-in log"
        documentTitle={`Check-in log · ${event.title}`}
        intro={<EventIntro event={event} />}
        actions={
          <>
            <Button
              variant="outline"
              isBusy={csv.isPending}
              busyLabel="Downloading..."
              onClick={() => csv.mutate()}
            >
              <DownloadIcon className="size-4" />
              Download CSV
            </Button>
            <ButtonLink to={paths.organizer.checkIn(eventId)}>Check-in</ButtonLink>
          </>
        }
      />
      {csv.isError && <Alert type="error">{csv.error.message}</Alert>}
      <section className="space-y-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-8">
        <Select
          label="Device"
          value={filter.device}
          options={[
            { value: '', label: 'All devices' },
            ...devices.map((name) => ({ value: name, label: name })),
          ]}
          onChange={(device) => setFilter({ device, page: 1 })}
          className="max-w-xs"
        />
        {log.isPending ? (
          <p role="status">Loading the log...</p>
        ) : log.isError ? (
          <Alert type="error">{log.error.message}</Alert>
        ) : log.data.data.length === 0 ? (
          <p className="rounded-2xl bg-slate-50 px-5 py-8 text-center text-slate-700">
            {filter.device
              ? `No check-ins from ${filter.device} yet.`
              : 'No check-ins yet. Every scan shows here.'}
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              {log.data.total === 1 ? '1 entry' : `${log.data.total} entries`}, times in the event's zone
            </p>
            <CheckInLogTable entries={log.data.data} zone={inEventZone(event)} />
            <Pagination
              label="Log pages"
              page={filter.page}
              pageCount={Math.max(1, Math.ceil(log.data.total / LOG_PAGE_SIZE))}
              onChange={(page) => setFilter({ ...filter, page })}
              isBusy={log.isFetching}
            />
          </>
        )}
      </section>
    </div>
  );
}

/** Every scan, manual check-in and undo of one event (organizer route /organizer/checkin-log/:id). */
export default function CheckInLogRoute() {
  const eventId = parseEventId(useParams().id);
  if (eventId === null) return <EventNotFound />;
  return <CheckInLogScreen key={eventId} eventId={eventId} />;
}
