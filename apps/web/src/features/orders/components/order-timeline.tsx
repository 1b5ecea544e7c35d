import type { TimelineEntry, TimelineKind } from '@tiketi/contract/orders';
import { formatShortDateTime, toDateTimeAttribute } from '@/lib/dates';

const WHAT: Record<TimelineKind, string> = {
  created: 'Created',
  paid: 'Paid',
  expired: 'Hold expired',
  cancelled: 'Cancelled',
  refund_requested: 'Refund requested',
  refunded: 'Refunded',
  refund_failed: 'Refund failed',
  refund_due: 'Refund due',
  refund_paid_out: 'Refund paid out',
  mail_sent: 'Email sent',
  resent: 'Tickets resent',
  edited: 'Buyer edited',
  checked_in: 'Checked in',
  answers_changed: 'Answers corrected',
  holders_changed: 'Ticket names corrected',
};

/** Everything that happened to the order, oldest first: when, what, who, and the details. */
export function OrderTimeline({ timeline }: { timeline: readonly TimelineEntry[] }) {
  return (
    <section
      aria-labelledby="order-timeline"
      className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="order-timeline" className="text-lg font-bold text-slate-950">
        Timeline
      </h2>
      {timeline.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Nothing has happened to this order yet.</p>
      ) : (
        <ol className="mt-3 space-y-4 border-l-2 border-slate-200 pl-4">
          {timeline.map((entry, index) => (
            // Two entries may share an instant and a kind (two check-ins): their position tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the timeline is replaced whole, never reordered
            <li key={`${entry.at}-${entry.kind}-${index}`} className="text-sm">
              <p className="font-semibold text-slate-950">
                {WHAT[entry.kind]}
                <span className="font-normal text-slate-600"> · by {entry.by}</span>
              </p>
              <p className="text-xs text-slate-600">
                <time dateTime={toDateTimeAttribute(entry.at)}>{formatShortDateTime(entry.at)}</time>
              </p>
              {entry.detail && <p className="mt-0.5 text-slate-800 break-words">{entry.detail}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
