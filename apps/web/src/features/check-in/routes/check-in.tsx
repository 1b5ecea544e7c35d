import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ScreenHeader } from '@/components/ui/screen-header';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useCheckInTicket } from '../api/check-in-ticket';
import { useCheckInStats } from '../api/get-check-in-stats';
import { CheckInCounter } from '../components/check-in-counter';
import { CheckInResultPanel, type Scan } from '../components/check-in-result';
import { EventIntro } from '../components/event-intro';
import { EventLoadState, EventNotFound } from '../components/event-load-state';
import { ManualCodeForm } from '../components/manual-code-form';
import { QrScanner } from '../components/qr-scanner';
import { RecentScans } from '../components/recent-scans';
import { parseEventId } from '../lib/event-id';

/** A short buzz for valid, three for anything that must not get in (phones that can). */
function buzz(isValid: boolean) {
  navigator.vibrate?.(isValid ? 120 : [90, 60, 90, 60, 90]);
}

function CheckInScreen({ eventId }: { eventId: number }) {
  const stats = useCheckInStats(eventId, { isLive: true });
  const checkIn = useCheckInTicket(eventId);
  const [scans, setScans] = useState<Scan[]>([]);
  const counter = useRef(0);

  async function check(code: string) {
    counter.current += 1;
    const number = counter.current;
    try {
      const result = await checkIn.mutateAsync(code);
      buzz(result.outcome === 'valid');
      setScans((current) => [{ number, code, result }, ...current].slice(0, 8));
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'The ticket could not be checked.';
      setScans((current) => [{ number, code, error: message }, ...current].slice(0, 8));
    }
  }

  if (stats.isPending || stats.isError) {
    return <EventLoadState query={stats} label="the event" />;
  }
  const { event, counts } = stats.data;
  const latest = scans.reduce<Scan | null>(
    (max, scan) => (!max || scan.number > max.number ? scan : max),
    null,
  );

  return (
    <div className="space-y-6">
      <ScreenHeader
        title="Check-in"
        documentTitle={`Check-in · ${event.title}`}
        intro={<EventIntro event={event} />}
        actions={
          <ButtonLink to={paths.organizer.attendees(eventId)} variant="outline">
            Attendees
          </ButtonLink>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-6 lg:col-start-2 lg:row-start-1">
          <CheckInCounter counts={counts} />
          <div className="hidden lg:block">
            <RecentScans scans={scans} />
          </div>
        </div>
        <div className="flex flex-col gap-6 lg:col-start-1 lg:row-start-1">
          <CheckInResultPanel scan={latest} isChecking={checkIn.isPending} />
          <section
            aria-labelledby="scan-heading"
            className="space-y-5 rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-6"
          >
            <h2 id="scan-heading" className="text-lg font-bold text-slate-950">
              Scan a ticket
            </h2>
            <QrScanner onCode={check} />
            <div className="border-t border-slate-200 pt-5">
              <ManualCodeForm onSubmit={check} isBusy={checkIn.isPending} />
            </div>
          </section>
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
