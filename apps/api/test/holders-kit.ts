import type { QuestionAsked, QuestionType, StoredAnswer } from '@tiketi/contract/questions';
import { asc, eq } from 'drizzle-orm';
import {
  bookingHolders,
  bookingItems,
  bookings,
  eventQuestions,
  questionAnswers,
} from '../src/db/schema/index';
import { defined } from './support/defined';
import type { TestApp } from './support/test-app';

export interface QuestionFixture {
  label: string;
  type?: QuestionType;
  asked?: QuestionAsked;
  options?: string[];
  hidden?: boolean;
}

/** An event's questions, in the order given (their positions). */
export async function addQuestions(t: TestApp, eventId: number, questions: QuestionFixture[]) {
  const rows = await t.db
    .insert(eventQuestions)
    .values(
      questions.map((question, position) => ({
        eventId,
        label: question.label,
        type: question.type ?? 'short_text',
        asked: question.asked ?? 'order',
        options: question.options ?? [],
        hidden: question.hidden ?? false,
        position,
      })),
    )
    .returning();
  return rows.map((row) => row.id);
}

export interface Answered {
  /** Per-order answers by question id. */
  answers?: Record<number, StoredAnswer>;
  /** One per admission, in admission order: name, email and answers by question id. */
  holders?: { name?: string; email?: string; answers?: Record<number, StoredAnswer> }[];
}

/**
 * What the booking call stores (written by hand here): holders at their admission numbers (the
 * booking's seat lines in id order, each line's seats in turn) and the answers.
 */
export async function storeAnswers(t: TestApp, reference: string, given: Answered) {
  const [booking] = await t.db.select().from(bookings).where(eq(bookings.reference, reference));
  const bookingId = defined(booking, `booking ${reference}`).id;
  const items = await t.db
    .select()
    .from(bookingItems)
    .where(eq(bookingItems.bookingId, bookingId))
    .orderBy(asc(bookingItems.id));
  const seats = items.flatMap((item) => Array.from({ length: item.quantity }, () => item.id));
  // What the booking call itself stored (an unticked checkbox is stored as false) gives way.
  await t.db.delete(questionAnswers).where(eq(questionAnswers.bookingId, bookingId));
  await t.db.delete(bookingHolders).where(eq(bookingHolders.bookingId, bookingId));
  const holders = given.holders ?? [];
  if (holders.length > 0) {
    await t.db.insert(bookingHolders).values(
      holders.map((holder, index) => ({
        bookingId,
        bookingItemId: defined(seats[index], `seat ${index + 1}`),
        position: index + 1,
        name: holder.name ?? '',
        email: holder.email ?? '',
      })),
    );
  }
  const rows = [
    ...Object.entries(given.answers ?? {}).map(([id, value]) => ({ id, value, position: 0 })),
    ...holders.flatMap((holder, index) =>
      Object.entries(holder.answers ?? {}).map(([id, value]) => ({ id, value, position: index + 1 })),
    ),
  ];
  if (rows.length > 0) {
    await t.db.insert(questionAnswers).values(
      rows.map((row) => ({
        bookingId,
        questionId: Number(row.id),
        holderPosition: row.position,
        value: row.value,
      })),
    );
  }
  return bookingId;
}
