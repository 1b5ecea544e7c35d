import type { CheckInLogEntry } from '@tiketi/contract/door';
import { type DateDisplayOptions, formatShortDateTime, toDateTimeAttribute } from '@/lib/dates';

const OUTCOME_TEXT: Record<CheckInLogEntry['outcome'], string> = {
  valid: 'Valid',
  duplicate: 'Duplicate entry',
  unpaid: 'Not paid',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  unknown: 'Unknown ticket',
  already_checked_in: 'Already checked in',
  other_event: 'Another event',
  undone: 'Check-in undone',
};

const KIND_TEXT: Record<CheckInLogEntry['kind'], string> = {
  scan: 'Scanned',
  manual: 'Manual',
  undo: 'Undo',
};

const COLUMNS = ['Time', 'Device', 'Person', 'Admission', 'Holder', 'Outcome', 'How'] as const;

/** The check-in log: one row per scan, manual check-in or undo, in the event's own time. */
export function CheckInLogTable({ entries, zone }: { entries: CheckInLogEntry[]; zone: DateDisplayOptions }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">Check-in log</caption>
        <thead className="border-b border-slate-200 text-xs font-bold tracking-wide text-slate-600 uppercase">
          <tr>
            {COLUMNS.map((label) => (
              <th key={label} scope="col" className="py-2 pr-3 last:pr-0">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <tr key={entry.id} data-outcome={entry.outcome}>
              <td className="py-2 pr-3 whitespace-nowrap">
                <time dateTime={toDateTimeAttribute(entry.at)}>{formatShortDateTime(entry.at, zone)}</time>
              </td>
              <td className="py-2 pr-3">{entry.device}</td>
              <td className="py-2 pr-3">{entry.by}</td>
              <td className="py-2 pr-3">
                {entry.booking_id ? (
                  <>
                    <span className="font-mono">{entry.booking_id}</span>
                    {entry.number !== null && ` · ticket ${entry.number}`}
                    {entry.name && ` · ${entry.name}`}
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td className="py-2 pr-3">{entry.holder_name || '—'}</td>
              <td
                className={`py-2 pr-3 font-semibold ${entry.outcome === 'valid' ? 'text-green-800' : entry.outcome === 'undone' ? 'text-slate-700' : 'text-red-700'}`}
              >
                {OUTCOME_TEXT[entry.outcome]}
              </td>
              <td className="py-2">{KIND_TEXT[entry.kind]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
