import { AUTH_HEADER } from '@tiketi/contract/accounts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from '../../lib/app-error';
import type { SoldOutMarks } from './sold-out';

/** More ticket rows than a real booking sends is not worth looking at before validation. */
const MOST_ROWS = 50;

/** The event and ticket types a booking body names, read defensively (it is not validated yet). */
export function namedTarget(body: unknown): { eventId: number; ticketTypeIds: number[] } | null {
  if (!body || typeof body !== 'object') return null;
  const { event_id: eventId, tickets } = body as { event_id?: unknown; tickets?: unknown };
  if (!Number.isSafeInteger(eventId) || (eventId as number) <= 0) return null;
  if (!Array.isArray(tickets) || tickets.length === 0 || tickets.length > MOST_ROWS) return null;
  const ticketTypeIds: number[] = [];
  for (const row of tickets) {
    const id = row && typeof row === 'object' ? (row as { id?: unknown }).id : undefined;
    if (!Number.isSafeInteger(id) || (id as number) <= 0) return null;
    ticketTypeIds.push(id as number);
  }
  return { eventId: eventId as number, ticketTypeIds };
}

/** The envelope of each refusal, serialised once: a mark's answer is the same bytes every time. */
const answers = new Map<string, string>();

function answerOf(refusal: AppError): string {
  let answer = answers.get(refusal.message);
  if (answer === undefined) {
    answer = JSON.stringify({
      status: refusal.status,
      message: null,
      status_description: refusal.message,
      code: refusal.code,
    });
    // Messages name ticket types: bounded by the types that sell out, but kept bounded anyway.
    if (answers.size >= 1000) answers.clear();
    answers.set(refusal.message, answer);
  }
  return answer;
}

/**
 * Issue 18: a guest's booking of a type (or event) marked sold out is refused before the body is
 * even validated, so a flood of them costs as little as the route can: the mark answers, not the
 * schema, the pricing or the database, and the answer is sent as it is (the same envelope the error
 * handler would write, without its detour; `refused` hears of each). Signed-in buyers are judged in createBooking, where an
 * unpaid booking of theirs (whose seats a new one would replace) can be looked up.
 */
export function refuseMarkedGuestBooking(
  marks: SoldOutMarks,
  refused: (request: FastifyRequest) => void = () => {},
) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (request.headers[AUTH_HEADER]) return done();
    const target = namedTarget(request.body);
    const refusal = target ? marks.refusalFor(target.eventId, target.ticketTypeIds) : null;
    if (!refusal) return done();
    refused(request);
    // Answering from a hook ends the request here; done() must then not be called.
    reply.code(refusal.status).type('application/json; charset=utf-8').send(answerOf(refusal));
  };
}
