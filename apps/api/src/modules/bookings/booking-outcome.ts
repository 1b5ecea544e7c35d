import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-types';
import { AppError } from '../../lib/app-error';
import type { BookingOutcome } from '../../lib/metrics';

/** A 409 because the seats asked for are not there (sold out, or fewer left than asked). */
export class SeatsShortError extends AppError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

/** How a refused or failed booking call counts in tiketi_bookings_total. */
export function bookingOutcomeOf(error: unknown): BookingOutcome {
  if (error instanceof SeatsShortError) return 'sold_out';
  const status = error instanceof AppError ? error.status : (error as { statusCode?: number }).statusCode;
  return status !== undefined && status < 500 ? 'refused' : 'failed';
}

/**
 * Counts each booking call once (issue 19): the handler or the error hook says how it ended and
 * the response hook counts it, whichever path the booking took (alone or in a lane's batch: each
 * call gets its own booking's result). A call answered before either (load shedding's 503) was
 * turned away, not failed.
 */
export function countBookingOutcomes(deps: Pick<AppDeps, 'metrics'>) {
  const outcomes = new WeakMap<FastifyRequest, BookingOutcome>();
  return {
    set: (request: FastifyRequest, outcome: BookingOutcome) => outcomes.set(request, outcome),
    onError: async (request: FastifyRequest, _reply: FastifyReply, error: Error) => {
      outcomes.set(request, bookingOutcomeOf(error));
    },
    onResponse: async (request: FastifyRequest) => {
      deps.metrics.booking(outcomes.get(request) ?? 'refused');
    },
  };
}
