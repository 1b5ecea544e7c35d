import type { CheckInResult } from '@tiketi/contract/check-in';
import type { AdmissionState, DoorAdmission } from '@tiketi/contract/door';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { type DateDisplayOptions, formatClock } from '@/lib/dates';
import { searchAdmissions } from '../api/door';
import { searchLocal } from '../door/decide';
import type { Door } from '../door/use-door';

type Found = Omit<DoorAdmission, 'key'> & { buyer_email?: string };

const STATE_TEXT: Record<AdmissionState, string> = {
  valid: 'Not checked in',
  checked_in: 'Checked in',
  unpaid: 'Not paid',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

function FoundRow(props: {
  found: Found;
  door: Door;
  zone: DateDisplayOptions;
  onCheckIn: (found: Found) => void;
  onUndo: (found: Found) => void;
  busy: boolean;
}) {
  const { found, zone } = props;
  const person = found.holder_name.trim() || found.buyer_name;
  const label = `${person}, ticket ${found.number}`;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="text-base font-bold break-words text-slate-950">{person}</p>
        {found.holder_name.trim() && <p className="break-words">Booked by {found.buyer_name}</p>}
        <p>
          <span className="font-mono">{found.booking_id}</span> · ticket {found.number} · {found.name} ·
          admits {found.no_of_persons}
        </p>
        {found.buyer_email && <p className="break-words text-slate-600">{found.buyer_email}</p>}
        <p className="font-semibold">
          {STATE_TEXT[found.state]}
          {found.state === 'checked_in' && found.checked_in_at
            ? ` ${formatClock(found.checked_in_at, zone)}`
            : ''}
        </p>
      </div>
      {found.state === 'valid' && (
        <Button onClick={() => props.onCheckIn(found)} disabled={props.busy} aria-label={`Check in ${label}`}>
          Check in
        </Button>
      )}
      {found.state === 'checked_in' && props.door.online && (
        <Button
          variant="outline"
          onClick={() => props.onUndo(found)}
          disabled={props.busy}
          aria-label={`Undo check-in of ${label}`}
        >
          Undo check-in
        </Button>
      )}
    </li>
  );
}

/** Check in by name, email, phone or booking reference (offline: names, phones, references). */
export function DoorSearch(props: {
  door: Door;
  zone: DateDisplayOptions;
  onResult: (result: CheckInResult) => void;
}) {
  const { door } = props;
  const id = useId();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found[] | null>(null);
  const [searched, setSearched] = useState<{ q: string; offline: boolean } | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const offline = !door.online && door.list.meta !== null;
  // Offline rows come from the list on this device as it is now, so a check-in shows at once.
  const rows = searched?.offline ? searchLocal(door.list.admissions, searched.q) : found;

  async function run(q: string) {
    if (q.length < 2) return setMessage('Type at least 2 characters');
    setMessage('');
    setBusy(true);
    try {
      if (door.online) {
        setFound(await searchAdmissions(door.eventId, q));
        setSearched({ q, offline: false });
      } else {
        setFound([]);
        setSearched({ q, offline: true });
      }
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : 'The search failed.');
    } finally {
      setBusy(false);
    }
  }

  async function act(action: () => Promise<void>) {
    setBusy(true);
    setMessage('');
    try {
      await action();
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : 'That did not work. Try again.');
      return;
    } finally {
      setBusy(false);
    }
    // The server's rows show the new state (checked in, or undone).
    if (searched && !searched.offline) await run(searched.q);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(query.trim());
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-950">
        Find by name or booking
      </h2>
      <form onSubmit={submit} noValidate>
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          Name, email, phone or booking reference
        </label>
        {offline && (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            Offline: searching names, phones and booking references on this device. Email search needs the
            network.
          </p>
        )}
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id={id}
            type="search"
            className={`${fieldClasses} sm:flex-1`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            aria-describedby={offline ? `${id}-hint` : undefined}
          />
          <Button type="submit" variant="outline" isBusy={busy} busyLabel="Searching...">
            Search
          </Button>
        </div>
      </form>
      {message && (
        <p className="text-sm font-semibold text-red-700" role="alert">
          {message}
        </p>
      )}
      {rows && searched && (
        <div aria-live="polite">
          <p className="text-sm text-slate-700">
            {rows.length === 0 ? `Nobody matches ${searched.q}.` : `${rows.length} found for ${searched.q}`}
            {searched.offline ? ' (on this device)' : ''}
          </p>
          <ul aria-label="Search results" className="divide-y divide-slate-200">
            {rows.map((item) => (
              <FoundRow
                key={`${item.booking_id}-${item.number}`}
                found={item}
                door={door}
                zone={props.zone}
                busy={busy}
                onCheckIn={(target) =>
                  void act(async () => props.onResult(await door.checkInManually(target)))
                }
                onUndo={(target) => void act(() => door.undo(target))}
              />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
