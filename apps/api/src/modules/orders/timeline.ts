import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { PAYMENT_METHOD_LABELS, paymentReceiptLine } from '@tiketi/contract/e-tickets';
import { formatMoney, fromMinor } from '@tiketi/contract/money';
import type { TimelineEntry, TimelineKind } from '@tiketi/contract/orders';
import type { DbOrTx } from '../../db/client';
import type { bookings } from '../../db/schema/index';
import { findMailsOfBooking, findOrderEvents } from './queries';

type BookingRow = typeof bookings.$inferSelect;

export interface AdmissionRow {
  checkedInAt: Date | null;
  checkerFirstName: string | null;
  checkerLastName: string | null;
  checkerEmail: string | null;
}

interface Entry {
  at: Date;
  kind: TimelineKind;
  by: string;
  detail: string;
}

const checkerOf = (row: AdmissionRow) =>
  `${row.checkerFirstName ?? ''} ${row.checkerLastName ?? ''}`.trim() || row.checkerEmail || 'A teammate';

const DELIVERY_NOTES: Record<string, string> = { pending: ' · queued', dead: ' · could not be delivered' };

/**
 * Everything that happened to an order, oldest first. Creation, payment, expiry, check-ins and mails
 * are read from the booking, its tickets and the outbox (the booking path writes no timeline rows);
 * refunds, cancellations, edits and resends are the rows their actions wrote.
 */
export async function timelineOf(
  db: DbOrTx,
  booking: BookingRow,
  admissions: readonly AdmissionRow[],
): Promise<TimelineEntry[]> {
  const [written, mails] = await Promise.all([
    findOrderEvents(db, booking.id),
    findMailsOfBooking(db, booking.id),
  ]);
  const money = (minor: number) => formatMoney(fromMinor(minor, booking.currency), booking.currency);
  const seats = admissions.length;
  const entries: Entry[] = [
    {
      at: booking.createdAt,
      kind: 'created',
      by: 'Buyer',
      detail: `Booked for ${money(booking.totalMinor)}`,
    },
  ];
  if (booking.paidAt) {
    const receipt = paymentReceiptLine(booking.paymentMethod, booking.paymentReference);
    entries.push({
      at: booking.paidAt,
      kind: 'paid',
      by: 'Buyer',
      detail: [PAYMENT_METHOD_LABELS[booking.paymentMethod], receipt].filter(Boolean).join(' · '),
    });
  }
  if (booking.status === BOOKING_STATUS.expired) {
    entries.push({
      at: booking.holdExpiresAt,
      kind: 'expired',
      by: 'System',
      detail: 'The seat hold ended before payment',
    });
  }
  admissions.forEach((admission, index) => {
    if (!admission.checkedInAt) return;
    entries.push({
      at: admission.checkedInAt,
      kind: 'checked_in',
      by: checkerOf(admission),
      detail: `Ticket ${index + 1} of ${seats}`,
    });
  });
  for (const mail of mails) {
    entries.push({
      at: mail.sentAt ?? mail.createdAt,
      kind: 'mail_sent',
      by: 'System',
      detail: `${mail.subject ?? 'A mail'}${mail.to ? ` · to ${mail.to}` : ''}${DELIVERY_NOTES[mail.status] ?? ''}`,
    });
  }
  for (const row of written) {
    entries.push({ at: row.createdAt, kind: row.kind as TimelineKind, by: row.actor, detail: row.detail });
  }
  // Sorting is stable: entries at the same instant keep the order above (created before paid).
  return entries
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((entry) => ({ ...entry, at: entry.at.toISOString() }));
}
