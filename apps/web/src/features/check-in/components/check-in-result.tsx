import { CHECK_IN_TEXTS, type CheckInOutcome, type CheckInResult } from '@tiketi/contract/check-in';
import { cn } from '@/lib/cn';
import { formatShortDateTime, formatWeekdayTime, toDateTimeAttribute } from '@/lib/dates';

export interface Scan {
  /** Counts scans, so the same answer twice still reads as a new answer. */
  number: number;
  code: string;
  result?: CheckInResult;
  error?: string;
}

const tones: Record<CheckInOutcome, string> = {
  valid: 'bg-green-700 text-white',
  already_checked_in: 'bg-amber-300 text-slate-950',
  unpaid: 'bg-red-700 text-white',
  refunded: 'bg-red-700 text-white',
  cancelled: 'bg-red-700 text-white',
  other_event: 'bg-red-700 text-white',
  unknown: 'bg-red-700 text-white',
};

const CHECK = 'M5 12.5l4.5 4.5L19 7.5';
const CROSS = 'M6 6l12 12M18 6L6 18';
const REPEAT =
  'M12 8v5m0 3.5h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z';

function OutcomeIcon({ outcome }: { outcome: CheckInOutcome }) {
  const path = outcome === 'valid' ? CHECK : outcome === 'already_checked_in' ? REPEAT : CROSS;
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-12 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}

function Details({ result }: { result: CheckInResult }) {
  const when = result.checked_in_at;
  // Issue 16: the name on this ticket, when the event asks one, is who should be at the door.
  const holder = result.ticket?.holder_name.trim();
  return (
    <div className="mt-4 space-y-2 text-base">
      {holder ? (
        <>
          <p className="text-3xl font-black break-words">{holder}</p>
          {result.buyer_name && <p className="break-words">Booked by {result.buyer_name}</p>}
        </>
      ) : (
        result.buyer_name && <p className="text-2xl font-bold break-words">{result.buyer_name}</p>
      )}
      {result.ticket && (
        <p className="font-semibold">
          Ticket {result.ticket.number} of {result.ticket.of} · {result.ticket.name} · admits{' '}
          {result.ticket.no_of_persons}
        </p>
      )}
      {result.seats && result.seats.length > 0 && (
        <ul className="text-sm" aria-label="Seats of this booking">
          {result.seats.map((seat) => (
            <li key={seat.name}>
              {seat.quantity} x {seat.name} (admits {seat.no_of_persons})
            </li>
          ))}
        </ul>
      )}
      {when && result.outcome === 'already_checked_in' && (
        <p className="font-semibold">
          Checked in <time dateTime={toDateTimeAttribute(when)}>{formatShortDateTime(when)}</time>
          {result.checked_in_by ? ` by ${result.checked_in_by}` : ''}
        </p>
      )}
      {when && result.outcome === 'valid' && (
        <p className="text-sm">
          <time dateTime={toDateTimeAttribute(when)}>{formatWeekdayTime(when)}</time>
          {result.checked_in_by ? ` by ${result.checked_in_by}` : ''}
        </p>
      )}
      {result.outcome === 'other_event' && result.other_event_title && (
        <p className="font-semibold">This ticket is for {result.other_event_title}.</p>
      )}
      {result.booking_id && <p className="font-mono text-sm">Booking {result.booking_id}</p>}
    </div>
  );
}

/** The answer to the latest scan: colour, icon and words, announced to screen readers at once. */
export function CheckInResultPanel({ scan, isChecking }: { scan: Scan | null; isChecking: boolean }) {
  return (
    <div aria-live="assertive" aria-atomic="true">
      {scan === null ? (
        <div className="rounded-3xl border-2 border-dashed border-slate-300 bg-white px-6 py-8 text-center text-slate-700">
          <p className="text-lg font-semibold text-slate-900">
            {isChecking ? 'Checking...' : 'Ready to scan'}
          </p>
          <p className="mt-1 text-sm">Scan a QR code or type a ticket code. The answer shows here.</p>
        </div>
      ) : scan.error ? (
        <div className="rounded-3xl bg-slate-800 px-6 py-6 text-white" role="alert">
          <p className="text-2xl font-black">Not checked</p>
          <p className="mt-1">{scan.error}</p>
        </div>
      ) : scan.result ? (
        <div
          key={scan.number}
          className={cn('rounded-3xl px-6 py-6 shadow-card', tones[scan.result.outcome])}
          data-outcome={scan.result.outcome}
        >
          <div className="flex items-center gap-4">
            <OutcomeIcon outcome={scan.result.outcome} />
            <div>
              <p className="text-3xl font-black tracking-tight sm:text-4xl">
                {CHECK_IN_TEXTS[scan.result.outcome].title}
              </p>
              <p className="mt-0.5 text-base font-semibold">{CHECK_IN_TEXTS[scan.result.outcome].advice}</p>
            </div>
          </div>
          <Details result={scan.result} />
          <p className="mt-4 text-xs">
            Scan {scan.number} · {scan.code ? `code …${scan.code.slice(-6)}` : 'found by name'}
            {isChecking ? ' · checking the next one...' : ''}
          </p>
        </div>
      ) : null}
    </div>
  );
}
