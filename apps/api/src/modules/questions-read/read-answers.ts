import {
  answerText,
  type GivenAnswer,
  type StoredAnswer,
  type TicketHolder,
} from '@tiketi/contract/questions';
import type { DbOrTx } from '../../db/client';
import { findAnswersOfBookings, findHoldersOfBookings, findItemLayouts } from './queries';

/** What a booking's buyer answered: per order, and per admission with its holder. */
export interface BookingAnswers {
  /** The per-order answers, in the event's order of questions. */
  answers: GivenAnswer[];
  /**
   * One entry per admission (numbered as issued) when the booking has holders or per-ticket
   * answers; none when the event asked nothing per ticket.
   */
  holders: TicketHolder[];
}

/** A booking with nothing answered (its lists are never filled in). */
export const NO_ANSWERS: Readonly<BookingAnswers> = Object.freeze({
  answers: Object.freeze([]) as unknown as GivenAnswer[],
  holders: Object.freeze([]) as unknown as TicketHolder[],
});

const given = (row: { questionId: number; label: string; value: StoredAnswer }): GivenAnswer => ({
  question_id: row.questionId,
  label: row.label,
  value: row.value,
  text: answerText(row.value),
});

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The answers and holders of a set of bookings (a page of up to 500), in three queries whatever
 * their number. A booking with nothing answered has empty lists.
 */
export async function readBookingAnswers(
  db: DbOrTx,
  bookingIds: readonly number[],
): Promise<Map<number, BookingAnswers>> {
  const ids = [...new Set(bookingIds)];
  const [holderRows, answerRows] = await Promise.all([
    findHoldersOfBookings(db, ids),
    findAnswersOfBookings(db, ids),
  ]);
  const perTicket = new Set([
    ...holderRows.map((row) => row.bookingId),
    ...answerRows.filter((row) => row.holderPosition > 0).map((row) => row.bookingId),
  ]);
  const layouts = await findItemLayouts(db, [...perTicket]);

  const orderAnswers = new Map<number, GivenAnswer[]>();
  const ticketAnswers = new Map<string, GivenAnswer[]>();
  for (const row of answerRows) {
    if (row.holderPosition === 0) push(orderAnswers, row.bookingId, given(row));
    else push(ticketAnswers, `${row.bookingId}:${row.holderPosition}`, given(row));
  }
  const holderAt = new Map(holderRows.map((row) => [`${row.bookingId}:${row.position}`, row]));
  // The ticket type of each admission when no holder row names it: seat lines in turn.
  const seatNames = new Map<number, string[]>();
  for (const item of layouts) {
    for (let seat = 0; seat < item.quantity; seat++) push(seatNames, item.bookingId, item.name);
  }
  const highest = new Map<number, number>();
  const raise = (bookingId: number, position: number) =>
    highest.set(bookingId, Math.max(highest.get(bookingId) ?? 0, position));
  for (const row of holderRows) raise(row.bookingId, row.position);
  for (const row of answerRows) raise(row.bookingId, row.holderPosition);

  const result = new Map<number, BookingAnswers>();
  for (const id of ids) {
    const names = seatNames.get(id) ?? [];
    const holders: TicketHolder[] = [];
    if (perTicket.has(id)) {
      const count = Math.max(names.length, highest.get(id) ?? 0);
      for (let number = 1; number <= count; number++) {
        const key = `${id}:${number}`;
        const row = holderAt.get(key);
        holders.push({
          number,
          ticket_name: row?.ticketName ?? names[number - 1] ?? 'Ticket',
          name: row?.name ?? '',
          email: row?.email ?? '',
          answers: ticketAnswers.get(key) ?? [],
        });
      }
    }
    result.set(id, { answers: orderAnswers.get(id) ?? [], holders });
  }
  return result;
}

/** One booking's answers and holders. */
export async function readAnswersOf(db: DbOrTx, bookingId: number): Promise<BookingAnswers> {
  return (await readBookingAnswers(db, [bookingId])).get(bookingId) ?? NO_ANSWERS;
}

/** The holder of an admission (1-based), if the booking has one. */
export const holderOf = (entry: BookingAnswers, number: number): TicketHolder | undefined =>
  entry.holders[number - 1]?.number === number
    ? entry.holders[number - 1]
    : entry.holders.find((holder) => holder.number === number);

/** The answer to a per-ticket question labelled 'Gender', shown under the holder's name on the PDF. */
export const genderOf = (holder: TicketHolder | undefined): string =>
  holder?.answers.find((answer) => answer.label.trim().toLowerCase() === 'gender')?.text ?? '';
