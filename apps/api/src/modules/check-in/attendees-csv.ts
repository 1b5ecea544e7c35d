import type { Attendee } from '@tiketi/contract/check-in';
import { PAYMENT_METHOD_LABELS } from '@tiketi/contract/e-tickets';
import { priceDecimalsOf } from '@tiketi/contract/money';
import { slugify } from '@tiketi/contract/slug';
import type { AppDeps } from '../../app-types';
import { eventZone } from '../../lib/event-zone';
import { findQuestionsOfEvent } from '../questions-read';
import type { OrganizerActor } from '../sessions';
import { answerColumns } from './answer-columns';
import { findAttendees } from './queries';
import { requireOwnedEvent } from './service';
import { toAttendees } from './to-attendees';
import { toCsv } from './to-csv';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** '2026-11-22 19:30' in the event's time zone; spreadsheets sort it as text and as a date. */
export function localTime(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const seatsOf = (attendee: Attendee) =>
  attendee.seats.map((seat) => `${seat.quantity} x ${seat.name} (admits ${seat.no_of_persons})`).join('; ');

/** Every paid booking of an event as a CSV file, for spreadsheets and door lists on paper. */
export async function exportAttendeesCsv(deps: Deps, actor: OrganizerActor, eventId: number) {
  const event = await requireOwnedEvent(deps, actor, eventId);
  const [attendees, questions] = await Promise.all([
    findAttendees(deps.db, { eventId }).then((rows) => toAttendees(deps.db, rows)),
    findQuestionsOfEvent(deps.db, eventId),
  ]);
  const asked = answerColumns(questions);
  // Issue 16: times in the event's own zone, named in the headers.
  const zone = eventZone(event.timeZone, deps.config.timeZone);
  const csv = toCsv(
    [
      'Booking ID',
      'Buyer',
      'Email',
      'Phone',
      'Seats',
      'Admissions',
      'People',
      'Total',
      'Currency',
      `Paid at (${zone})`,
      'Checked in',
      `Last check-in (${zone})`,
      // Appended, so spreadsheets and scripts that read the earlier columns by position still work.
      'Payment method',
      'Payment reference',
      ...asked.header,
    ],
    attendees.map((attendee) => [
      attendee.booking_id,
      attendee.buyer_name,
      attendee.email_address,
      attendee.msisdn,
      seatsOf(attendee),
      attendee.tickets,
      attendee.seats.reduce((sum, seat) => sum + seat.quantity * seat.no_of_persons, 0),
      // The currency's own decimals: '1500' for KES (whole shillings), '15.50' for USD.
      attendee.price.toFixed(priceDecimalsOf(attendee.currency)),
      attendee.currency,
      localTime(attendee.paid_at, zone),
      `${attendee.checked_in} of ${attendee.tickets}`,
      localTime(attendee.last_checked_in_at, zone),
      PAYMENT_METHOD_LABELS[attendee.payment_method],
      attendee.payment_reference,
      ...asked.cells(attendee),
    ]),
  );
  return { csv, filename: `attendees-${slugify(event.title) || `event-${event.id}`}.csv` };
}
