import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { eventQuestions, events, questionAnswers, ticketTypes } from '../../db/schema/index';
import { questionColumns } from '../checkout-rules';

/**
 * How many answers a question has. The outer table is named in full: drizzle leaves a one-table
 * select's columns unqualified, which inside this subquery would name the answers' own id.
 */
const answerCount = sql<number>`(select count(*) from question_answers qa
  where qa.question_id = "event_questions"."id")::int`;

export type QuestionRow = Awaited<ReturnType<typeof findEventQuestions>>[number];

/** An event's questions, hidden ones too, by position then id, each with how many answers it has. */
export function findEventQuestions(db: DbOrTx, eventId: number) {
  return db
    .select({ ...questionColumns, answers: answerCount })
    .from(eventQuestions)
    .where(eq(eventQuestions.eventId, eventId))
    .orderBy(asc(eventQuestions.position), asc(eventQuestions.id));
}

/** One question of the event, locked for the rest of the transaction when `lock` is set. */
export async function findEventQuestion(db: DbOrTx, eventId: number, questionId: number, lock = false) {
  const query = db
    .select({ ...questionColumns, answers: answerCount })
    .from(eventQuestions)
    .where(and(eq(eventQuestions.id, questionId), eq(eventQuestions.eventId, eventId)));
  const [row] = lock ? await query.for('update', { of: eventQuestions }) : await query;
  return row ?? null;
}

export async function countEventQuestions(db: DbOrTx, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventQuestions)
    .where(eq(eventQuestions.eventId, eventId));
  return row?.n ?? 0;
}

export async function nextPosition(db: DbOrTx, eventId: number): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`(coalesce(max(${eventQuestions.position}), -1) + 1)::int` })
    .from(eventQuestions)
    .where(eq(eventQuestions.eventId, eventId));
  return row?.next ?? 0;
}

export async function insertQuestion(db: DbOrTx, values: typeof eventQuestions.$inferInsert) {
  const [row] = await db.insert(eventQuestions).values(values).returning({ id: eventQuestions.id });
  if (!row) throw new Error('insert into event_questions returned no row');
  return row.id;
}

export async function updateQuestion(
  db: DbOrTx,
  questionId: number,
  values: PgUpdateSetSource<typeof eventQuestions>,
) {
  await db
    .update(eventQuestions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(eventQuestions.id, questionId));
}

export async function deleteQuestion(db: DbOrTx, questionId: number) {
  await db.delete(eventQuestions).where(eq(eventQuestions.id, questionId));
}

/** The stored answers of a question, to tell which options they use. */
export function findAnswerValues(db: DbOrTx, questionId: number) {
  return db
    .select({ value: questionAnswers.value })
    .from(questionAnswers)
    .where(eq(questionAnswers.questionId, questionId));
}

export async function findTicketTypeIds(db: DbOrTx, eventId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), inArray(ticketTypes.id, ids)));
  return new Set(rows.map((row) => row.id));
}

const settingsColumns = {
  id: events.id,
  ticketNames: events.ticketNames,
  ticketEmails: events.ticketEmails,
  namesEditableUntil: events.namesEditableUntil,
};

/**
 * The organisation's event with its holder settings, or null when it is absent or another's. `lock`
 * takes its row (no key update: a booking's key share on it does not wait), so writes of one
 * event's questions run one at a time and the per-event limit holds.
 */
export async function findOwnedEvent(db: DbOrTx, organizationId: number, eventId: number, lock = false) {
  const query = db
    .select(settingsColumns)
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.organizationId, organizationId)));
  const [row] = lock ? await query.for('no key update') : await query;
  return row ?? null;
}

export async function updateHolderSettings(
  db: DbOrTx,
  eventId: number,
  values: Pick<typeof events.$inferInsert, 'ticketNames' | 'ticketEmails' | 'namesEditableUntil'>,
) {
  const [row] = await db
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(events.id, eventId))
    .returning(settingsColumns);
  if (!row) throw new Error(`event ${eventId} vanished while its holder settings were saved`);
  return row;
}
