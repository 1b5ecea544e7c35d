import type { Attendee } from '@tiketi/contract/check-in';
import { ListTable } from '@/components/ui/table';
import { formatShortDateTime, toDateTimeAttribute } from '@/lib/dates';

function When({ iso }: { iso: string | null }) {
  if (!iso) return <span className="text-slate-500">—</span>;
  return <time dateTime={toDateTimeAttribute(iso)}>{formatShortDateTime(iso)}</time>;
}

function Seats({ attendee }: { attendee: Attendee }) {
  return (
    <ul>
      {attendee.seats.map((seat) => (
        <li key={seat.name} className="[overflow-wrap:anywhere]">
          {seat.quantity} x {seat.name} <span className="text-slate-600">(admits {seat.no_of_persons})</span>
        </li>
      ))}
    </ul>
  );
}

/** Issue 16: each ticket's holder and answers, and the order's answers, in compact lines. */
function Holders({ attendee }: { attendee: Attendee }) {
  const named = attendee.holders.filter((holder) => holder.name || holder.answers.length > 0);
  if (named.length === 0 && attendee.answers.length === 0) return null;
  const answersLine = (answers: Attendee['answers']) =>
    answers.map((answer) => `${answer.label}: ${answer.text || '—'}`).join(' · ');
  return (
    <div className="mt-1.5 space-y-0.5 text-xs text-slate-700">
      {attendee.answers.length > 0 && (
        <p className="[overflow-wrap:anywhere]">{answersLine(attendee.answers)}</p>
      )}
      {named.length > 0 && (
        <ul aria-label={`Ticket holders of ${attendee.booking_id}`}>
          {named.map((holder) => (
            <li key={holder.number} className="[overflow-wrap:anywhere]">
              <span className="font-semibold text-slate-900">
                {holder.number}. {holder.name || holder.ticket_name}
              </span>
              {holder.answers.length > 0 && <span> · {answersLine(holder.answers)}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CheckedIn({ attendee }: { attendee: Attendee }) {
  const isAll = attendee.tickets > 0 && attendee.checked_in === attendee.tickets;
  return (
    <span>
      <span
        className={
          isAll
            ? 'rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800'
            : attendee.checked_in > 0
              ? 'rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900'
              : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700'
        }
      >
        {attendee.checked_in} of {attendee.tickets}
      </span>
      {attendee.last_checked_in_at && (
        <span className="mt-1 block text-xs text-slate-600">
          <When iso={attendee.last_checked_in_at} />
        </span>
      )}
    </span>
  );
}

const COLUMNS = [
  { label: 'Buyer' },
  { label: 'Email and phone' },
  { label: 'Seats' },
  { label: 'Paid at' },
  { label: 'Checked in' },
];

/** Buyer, email and phone, seat lines, paid at, checked in: cards on a phone, a table wider up. */
export function AttendeeTable({ attendees }: { attendees: readonly Attendee[] }) {
  return (
    <>
      <ul aria-label="Attendees" className="divide-y divide-slate-200 md:hidden">
        {attendees.map((attendee) => (
          <li key={attendee.booking_id} className="py-4">
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold break-words text-slate-950">{attendee.buyer_name}</p>
              <CheckedIn attendee={attendee} />
            </div>
            <Holders attendee={attendee} />
            <dl className="mt-2 grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">Email</dt>
              <dd className="text-slate-800 [overflow-wrap:anywhere]">{attendee.email_address}</dd>
              <dt className="text-slate-600">Phone</dt>
              <dd className="text-slate-800">{attendee.msisdn || '—'}</dd>
              <dt className="text-slate-600">Seats</dt>
              <dd className="text-slate-800">
                <Seats attendee={attendee} />
              </dd>
              <dt className="text-slate-600">Paid at</dt>
              <dd className="text-slate-800">
                <When iso={attendee.paid_at} />
              </dd>
              <dt className="text-slate-600">Booking</dt>
              <dd className="font-mono text-slate-800">{attendee.booking_id}</dd>
            </dl>
          </li>
        ))}
      </ul>

      <ListTable caption="Attendees" columns={COLUMNS} className="md:block" bodyClassName="align-top">
        {attendees.map((attendee) => (
          <tr key={attendee.booking_id}>
            <td className="py-3.5 pr-4">
              <span className="block font-semibold text-slate-950">{attendee.buyer_name}</span>
              <span className="font-mono text-xs whitespace-nowrap text-slate-600">
                {attendee.booking_id}
              </span>
              <Holders attendee={attendee} />
            </td>
            {/* Email and phone share a column, so the address keeps room to read at desk widths. */}
            <td className="min-w-52 py-3.5 pr-4 text-slate-700">
              <span className="block [overflow-wrap:anywhere]">{attendee.email_address}</span>
              <span className="mt-0.5 block whitespace-nowrap text-xs text-slate-600">
                {attendee.msisdn || '—'}
              </span>
            </td>
            <td className="min-w-40 py-3.5 pr-4 text-slate-800">
              <Seats attendee={attendee} />
            </td>
            <td className="min-w-28 py-3.5 pr-4 text-slate-700">
              <When iso={attendee.paid_at} />
            </td>
            <td className="min-w-28 py-3.5">
              <CheckedIn attendee={attendee} />
            </td>
          </tr>
        ))}
      </ListTable>
    </>
  );
}
