import type { CheckInResult } from '@tiketi/contract/check-in';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ScreenHeader } from '@/components/ui/screen-header';
import { ApiError } from '@/lib/api-client';
import { inEventZone } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { useCheckInTicket } from '../api/check-in-ticket';
import { useCheckInStats } from '../api/get-check-in-stats';
import { CheckInCounter } from '../components/check-in-counter';
import { CheckInResultPanel, type Scan } from '../components/check-in-result';
import { DoorPanel } from '../components/door-panel';
import { DoorSearch } from '../components/door-search';
import { EventIntro } from '../components/event-intro';
import { EventLoadState, EventNotFound } from '../components/event-load-state';
import { ManualCodeForm } from '../components/manual-code-form';
import { QrScanner } from '../components/qr-scanner';
import { RecentScans } from '../components/recent-scans';
import { UndoLast } from '../components/undo-last';
import { registerDoorWorker, rememberDoorEvent } from '../door/app-shell';
import { localCounts } from '../door/decide';
import { useDoor } from '../door/use-door';
import { parseEventId } from '../lib/event-id';

/** A short buzz for valid, three for anything that must not get in (phones that can). */
function buzz(isValid: boolean) {
  navigator.vibrate?.(isValid ? 120 : [90, 60, 90, 60, 90]);
}

function CheckInScreen({ eventId }: { eventId: number }) {
  const stats = useCheckInStats(eventId, { isLive: true });
  const door = useDoor(eventId, stats.data?.event);
  const checkIn = useCheckInTicket(eventId, door.device);
  const [scans, setScans] = useState<Scan[]>([]);
  const [isDeciding, setDeciding] = useState(false);
  const counter = useRef(0);

  // A device that keeps a list also keeps the app shell, so the screen opens with no network.
  const keepsList = door.list.meta !== null;
  useEffect(() => {
    if (!keepsList) return;
    registerDoorWorker();
    rememberDoorEvent(eventId);
  }, [keepsList, eventId]);

  function show(code: string, outcome: { result: CheckInResult } | { error: string }) {
    counter.current += 1;
    const number = counter.current;
    if ('result' in outcome) buzz(outcome.result.outcome === 'valid');
    setScans((current) => [{ number, code, ...outcome }, ...current].slice(0, 8));
  }

  async function check(code: string) {
    try {
      // With a list on this device, the answer comes from it (and the scan syncs); else the server.
      if (door.list.meta) {
        setDeciding(true);
        show(code, { result: await door.scan(code, checkIn.mutateAsync) });
      } else {
        show(code, { result: await checkIn.mutateAsync(code) });
      }
    } catch (error) {
      show(code, { error: error instanceof ApiError ? error.message : 'The ticket could not be checked.' });
    } finally {
      setDeciding(false);
    }
  }

  // Out of reach, the list on this device carries the door on; an event gone (404) ends it.
  const isGone = stats.error instanceof ApiError && stats.error.status === 404;
  const event = stats.data?.event ?? (isGone ? undefined : door.list.meta?.event);
  if (!event) return <EventLoadState query={stats} label="the event" />;
  // Offline (or the server out of reach) the counter is this device's own list.
  const counts =
    door.list.meta && (!door.online || !stats.data) ? localCounts(door.list.admissions) : stats.data?.counts;
  const latest = scans.reduce<Scan | null>(
    (max, scan) => (!max || scan.number > max.number ? scan : max),
    null,
  );
  const isChecking = checkIn.isPending || isDeciding;

  return (
    <div className="space-y-6">
      <ScreenHeader
        title="Check-in"
        documentTitle={`Check-in · ${event.title}`}
        intro={<EventIntro event={event} />}
        actions={
          <>
            <ButtonLink to={paths.organizer.attendees(eventId)} variant="outline">
              Attendees
            </ButtonLink>
            <ButtonLink to={paths.organizer.checkInLog(eventId)} variant="outline">
              Check-in log
            </ButtonLink>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-6 lg:col-start-2 lg:row-start-1">
          {counts && <CheckInCounter counts={counts} />}
          <DoorPanel door={door} canDownload={Boolean(stats.data)} />
          <div className="hidden lg:block">
            <RecentScans scans={scans} />
          </div>
        </div>
        <div className="flex flex-col gap-6 lg:col-start-1 lg:row-start-1">
          <CheckInResultPanel scan={latest} isChecking={isChecking} />
          {latest?.result?.outcome === 'valid' && door.online && (
            <UndoLast key={latest.number} result={latest.result} onUndo={door.undo} />
          )}
          <section
            aria-labelledby="scan-heading"
            className="space-y-5 rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-6"
          >
            <h2 id="scan-heading" className="text-lg font-bold text-slate-950">
              Scan a ticket
            </h2>
            <QrScanner onCode={check} />
            <div className="border-t border-slate-200 pt-5">
              <ManualCodeForm onSubmit={check} isBusy={isChecking} />
            </div>
          </section>
          <DoorSearch door={door} zone={inEventZone(event)} onResult={(result) => show('', { result })} />
          <div className="lg:hidden">
            <RecentScans scans={scans} />
          </div>
        </div>
      </div>
    </div>
  );
}

/** The door of one event (organizer route /organizer/checkin/:id). */
export default function CheckInRoute() {
  const eventId = parseEventId(useParams().id);
  if (eventId === null) return <EventNotFound />;
  return <CheckInScreen key={eventId} eventId={eventId} />;
}
