import { asc, eq } from 'drizzle-orm';
import { bookingHolders, bookings, issuedTickets, questionAnswers } from '../src/db/schema/index';
import { getPublicEvent } from '../src/modules/events/service';
import { usePromoCodes } from './promo-codes-kit';
import { book, guest } from './support/bookings';
import type { DatabaseKind } from './support/test-database';

/**
 * Issue 16's suites for questions: the organiser-events app (an owner and a rival organisation),
 * published events, the questions calls, and bookings that send answers and holders.
 */
export function useQuestions(kind: DatabaseKind) {
  const codes = usePromoCodes(kind);
  const { current } = codes;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token?: string) =>
    current().t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { auth: token ?? current().owner.token },
    });

  const questions = {
    list: (eventId: number, token?: string) =>
      call('GET', `/api/v1/event/${eventId}/questions`, undefined, token),
    create: (eventId: number, body: object, token?: string) =>
      call('POST', `/api/v1/event/${eventId}/questions`, body, token),
    update: (eventId: number, qid: number, body: object, token?: string) =>
      call('PUT', `/api/v1/event/${eventId}/questions/${qid}`, body, token),
    remove: (eventId: number, qid: number, token?: string) =>
      call('DELETE', `/api/v1/event/${eventId}/questions/${qid}`, undefined, token),
    settings: (eventId: number, body: object, token?: string) =>
      call('PUT', `/api/v1/event/${eventId}/questions/settings`, body, token),
  };

  /** The event's details as `GET v1/event/details/{id}` builds them. */
  const details = (eventId: number) => getPublicEvent(current().t.app.deps, eventId);

  /** Adds a question and answers its id. */
  async function addQuestion(eventId: number, body: object): Promise<number> {
    const created = await questions.create(eventId, body);
    if (created.statusCode !== 201) throw new Error(created.body);
    return created.json().message.data.id;
  }

  /** Each booking by its own guest, from its own address, so no hold cap comes into play. */
  let buyers = 0;
  function bookWith(eventId: number, tickets: { id: number; qty: number }[], extra: object = {}) {
    buyers += 1;
    const details = {
      ...guest,
      email_address: `question-buyer-${buyers}@example.com`,
      msisdn: `+2547330${String(buyers).padStart(5, '0')}`,
    };
    return book(
      current().t,
      { event_id: eventId, tickets, details, ...extra },
      undefined,
      `192.0.2.${buyers % 250}`,
    );
  }

  const db = () => current().t.db;
  async function bookingOf(reference: string) {
    const [row] = await db().select().from(bookings).where(eq(bookings.reference, reference));
    if (!row) throw new Error(`no booking ${reference}`);
    return row;
  }
  const holdersOf = (bookingId: number) =>
    db()
      .select({ position: bookingHolders.position, name: bookingHolders.name, email: bookingHolders.email })
      .from(bookingHolders)
      .where(eq(bookingHolders.bookingId, bookingId))
      .orderBy(asc(bookingHolders.position));
  const answersOf = (bookingId: number) =>
    db()
      .select({
        questionId: questionAnswers.questionId,
        position: questionAnswers.holderPosition,
        value: questionAnswers.value,
      })
      .from(questionAnswers)
      .where(eq(questionAnswers.bookingId, bookingId))
      .orderBy(asc(questionAnswers.holderPosition), asc(questionAnswers.questionId));
  const ticketsOf = (bookingId: number) =>
    db()
      .select({ id: issuedTickets.id, itemId: issuedTickets.bookingItemId })
      .from(issuedTickets)
      .where(eq(issuedTickets.bookingId, bookingId))
      .orderBy(asc(issuedTickets.id));

  return {
    ...codes,
    call,
    details,
    questions,
    addQuestion,
    bookWith,
    bookingOf,
    holdersOf,
    answersOf,
    ticketsOf,
  };
}
