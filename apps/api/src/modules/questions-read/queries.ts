import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingHolders, bookingItems, eventQuestions, questionAnswers } from '../../db/schema/index';

/** The holders of these bookings, by booking and admission number, with their ticket type's name. */
export function findHoldersOfBookings(db: DbOrTx, bookingIds: readonly number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      bookingId: bookingHolders.bookingId,
      position: bookingHolders.position,
      name: bookingHolders.name,
      email: bookingHolders.email,
      ticketName: bookingItems.name,
    })
    .from(bookingHolders)
    .innerJoin(bookingItems, eq(bookingItems.id, bookingHolders.bookingItemId))
    .where(inArray(bookingHolders.bookingId, [...bookingIds]))
    .orderBy(asc(bookingHolders.bookingId), asc(bookingHolders.position));
}

/**
 * The answers of these bookings with their questions (hidden ones too): by booking, the order's
 * first (position 0), then each admission's, each in the event's order of questions.
 */
export function findAnswersOfBookings(db: DbOrTx, bookingIds: readonly number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      bookingId: questionAnswers.bookingId,
      holderPosition: questionAnswers.holderPosition,
      questionId: questionAnswers.questionId,
      value: questionAnswers.value,
      label: eventQuestions.label,
      asked: eventQuestions.asked,
    })
    .from(questionAnswers)
    .innerJoin(eventQuestions, eq(eventQuestions.id, questionAnswers.questionId))
    .where(inArray(questionAnswers.bookingId, [...bookingIds]))
    .orderBy(
      asc(questionAnswers.bookingId),
      asc(questionAnswers.holderPosition),
      asc(eventQuestions.position),
      asc(eventQuestions.id),
    );
}

/** The seat lines of these bookings in id order: admission numbers run through them in turn. */
export function findItemLayouts(db: DbOrTx, bookingIds: readonly number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({ bookingId: bookingItems.bookingId, name: bookingItems.name, quantity: bookingItems.quantity })
    .from(bookingItems)
    .where(inArray(bookingItems.bookingId, [...bookingIds]))
    .orderBy(asc(bookingItems.bookingId), asc(bookingItems.id));
}

/** Every question of an event, hidden ones too, in the organizer's order. */
export function findQuestionsOfEvent(db: DbOrTx, eventId: number) {
  return db
    .select()
    .from(eventQuestions)
    .where(eq(eventQuestions.eventId, eventId))
    .orderBy(asc(eventQuestions.position), asc(eventQuestions.id));
}

/** The name on one admission ('' when none was given): what the door sees after a scan. */
export async function findHolderName(db: DbOrTx, bookingId: number, position: number): Promise<string> {
  const [row] = await db
    .select({ name: bookingHolders.name })
    .from(bookingHolders)
    .where(and(eq(bookingHolders.bookingId, bookingId), eq(bookingHolders.position, position)));
  return row?.name ?? '';
}
