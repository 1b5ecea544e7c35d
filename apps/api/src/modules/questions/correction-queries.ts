import type { StoredAnswer } from '@tiketi/contract/questions';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingHolders, bookingItems, eventQuestions, questionAnswers } from '../../db/schema/index';

export interface Admission {
  number: number;
  itemId: number;
  ticketTypeId: number;
  ticketName: string;
}

/** The booking's admissions by number: its items in id order, each item's seats in turn. */
export async function findAdmissionLayout(db: DbOrTx, bookingId: number): Promise<Admission[]> {
  const items = await db
    .select({
      id: bookingItems.id,
      ticketTypeId: bookingItems.ticketTypeId,
      name: bookingItems.name,
      quantity: bookingItems.quantity,
    })
    .from(bookingItems)
    .where(eq(bookingItems.bookingId, bookingId))
    .orderBy(asc(bookingItems.id));
  const admissions: Admission[] = [];
  for (const item of items) {
    for (let seat = 0; seat < item.quantity; seat += 1) {
      admissions.push({
        number: admissions.length + 1,
        itemId: item.id,
        ticketTypeId: item.ticketTypeId,
        ticketName: item.name,
      });
    }
  }
  return admissions;
}

/** The booking's stored holders, by admission number. */
export async function findHolders(db: DbOrTx, bookingId: number) {
  const rows = await db
    .select({ position: bookingHolders.position, name: bookingHolders.name, email: bookingHolders.email })
    .from(bookingHolders)
    .where(eq(bookingHolders.bookingId, bookingId));
  return new Map(rows.map((row) => [row.position, row]));
}

/** The booking's stored answers, keyed `question:position`. */
export async function findAnswers(db: DbOrTx, bookingId: number) {
  const rows = await db
    .select({
      questionId: questionAnswers.questionId,
      position: questionAnswers.holderPosition,
      value: questionAnswers.value,
    })
    .from(questionAnswers)
    .where(eq(questionAnswers.bookingId, bookingId));
  return new Map(rows.map((row) => [`${row.questionId}:${row.position}`, row.value]));
}

/** Every question of the event, hidden ones too (an answer to a hidden question can be corrected). */
export async function findQuestionsById(db: DbOrTx, eventId: number) {
  const rows = await db.select().from(eventQuestions).where(eq(eventQuestions.eventId, eventId));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function saveHolder(
  db: DbOrTx,
  bookingId: number,
  admission: Admission,
  values: { name: string; email: string },
) {
  await db
    .insert(bookingHolders)
    .values({ bookingId, bookingItemId: admission.itemId, position: admission.number, ...values })
    .onConflictDoUpdate({
      target: [bookingHolders.bookingId, bookingHolders.position],
      set: { ...values, updatedAt: sql`now()` },
    });
}

/** Writes an answer, or deletes it when it is blank (null). */
export async function saveAnswer(
  db: DbOrTx,
  bookingId: number,
  questionId: number,
  position: number,
  value: StoredAnswer | null,
) {
  if (value === null) {
    await db
      .delete(questionAnswers)
      .where(
        and(
          eq(questionAnswers.bookingId, bookingId),
          eq(questionAnswers.questionId, questionId),
          eq(questionAnswers.holderPosition, position),
        ),
      );
    return;
  }
  await db
    .insert(questionAnswers)
    .values({ bookingId, questionId, holderPosition: position, value })
    .onConflictDoUpdate({
      target: [questionAnswers.bookingId, questionAnswers.questionId, questionAnswers.holderPosition],
      set: { value, updatedAt: sql`now()` },
    });
}
