import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { eventQuestions, events } from '../../db/schema/index';

/** A question's own columns, as every reader of questions selects them. */
export const questionColumns = {
  id: eventQuestions.id,
  label: eventQuestions.label,
  type: eventQuestions.type,
  options: eventQuestions.options,
  required: eventQuestions.required,
  asked: eventQuestions.asked,
  ticketTypeIds: eventQuestions.ticketTypeIds,
  position: eventQuestions.position,
  hidden: eventQuestions.hidden,
};

/** What a booking of the event is asked: every question (hidden ones marked) and the holder settings. */
export async function findCheckoutRules(db: DbOrTx, eventId: number) {
  const [settings, questions] = await Promise.all([
    db
      .select({ ticketNames: events.ticketNames, ticketEmails: events.ticketEmails })
      .from(events)
      .where(eq(events.id, eventId)),
    db
      .select(questionColumns)
      .from(eventQuestions)
      .where(eq(eventQuestions.eventId, eventId))
      .orderBy(asc(eventQuestions.position), asc(eventQuestions.id)),
  ]);
  return { settings: settings[0] ?? null, questions };
}
