import type { Attendee } from '@tiketi/contract/check-in';
import { fromMinor } from '@tiketi/contract/money';
import type { DbOrTx } from '../../db/client';
import type { bookings } from '../../db/schema/index';
import { findItemsOfBookings } from '../e-tickets';
import { NO_ANSWERS, readBookingAnswers } from '../questions-read';
import { findCheckInsOfBookings } from './queries';

/** Paid bookings as the attendee list shows them: seat lines, check-ins, holders and answers added. */
export async function toAttendees(
  db: DbOrTx,
  rows: readonly (typeof bookings.$inferSelect)[],
): Promise<Attendee[]> {
  const ids = rows.map((row) => row.id);
  const [items, checkIns, answers] = await Promise.all([
    findItemsOfBookings(db, ids),
    findCheckInsOfBookings(db, ids),
    readBookingAnswers(db, ids),
  ]);
  const checkInsOf = new Map(checkIns.map((row) => [row.bookingId, row]));
  return rows.map((row) => {
    const checkIn = checkInsOf.get(row.id);
    const answered = answers.get(row.id) ?? NO_ANSWERS;
    return {
      booking_id: row.reference,
      buyer_name: row.buyerName,
      email_address: row.buyerEmail,
      msisdn: row.buyerMsisdn,
      seats: items
        .filter((item) => item.bookingId === row.id)
        .map((item) => ({
          name: item.name,
          no_of_persons: item.noOfPersons,
          quantity: item.quantity,
          price_per_ticket: fromMinor(item.unitPriceMinor, row.currency),
        })),
      currency: row.currency,
      price: fromMinor(row.totalMinor, row.currency),
      paid_at: row.paidAt?.toISOString() ?? null,
      payment_method: row.paymentMethod,
      // A free booking has no payment to refer to, whatever the row holds.
      payment_reference: row.paymentMethod === 'free' ? null : row.paymentReference,
      tickets: checkIn?.tickets ?? 0,
      checked_in: checkIn?.checkedIn ?? 0,
      last_checked_in_at: checkIn?.lastCheckedInAt?.toISOString() ?? null,
      holders: answered.holders,
      answers: answered.answers,
    };
  });
}
