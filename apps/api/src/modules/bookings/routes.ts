import { AUTH_HEADER } from '@tiketi/contract/accounts';
import {
  bookingCreated,
  cancelBookingInput,
  cancelledBooking,
  createBookingInput,
  paidBooking,
  retrieveBookingInput,
} from '@tiketi/contract/bookings';
import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { envelopeOf } from '@tiketi/contract/envelope';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { AppError } from '../../lib/app-error';
import { envelope } from '../../lib/envelope';
import { MemoryRateLimit } from '../../lib/memory-rate-limit';
import { originOf } from '../../lib/origin-of';
import { rateLimitAddress } from '../../lib/rate-limit';
import { findActor, authHeaders as headers, signedInRoutes } from '../sessions';
import { countBookingOutcomes } from './booking-outcome';
import { cancelBooking } from './cancel-booking';
import { createBooking } from './create-booking';
import { retrieveBooking } from './retrieve-booking';
import { SeatLanes } from './seat-lanes';
import { SoldOutMarks } from './sold-out';
import { refuseMarkedGuestBooking } from './sold-out-early';

const tags = ['bookings'];

/** Booking attempts are counted per client address over this window. */
const BOOKING_WINDOW_MS = 10 * 60_000;

export function registerBookingRoutes(app: AppInstance) {
  const { deps } = app;
  const bookingsPerAddress = new MemoryRateLimit(deps.config.booking.perAddressLimit, BOOKING_WINDOW_MS);
  const lanes = new SeatLanes(deps.db, deps.config.booking.batching);
  app.queueWaits.push(() => lanes.oldestWaitMs());
  // Issue 18: one per app; listens from start until close, so shutdown stops it with the app.
  const soldOut = new SoldOutMarks(deps.config.booking.soldOutMarkMs);
  // A local write (a cancel giving seats back, an organizer's change) clears the marks at once.
  deps.publicCache.onClear(() => soldOut.clearAll());
  let stopListening = async () => {};
  app.addHook('onReady', async () => {
    stopListening = await soldOut.listen(deps.database, app.log);
  });
  app.addHook('onClose', () => stopListening());
  const outcomes = countBookingOutcomes(deps);
  const contextOf = (request: FastifyRequest) => ({
    origin: originOf(request, deps.config),
    log: request.log,
  });

  app.post(
    '/api/v1/event/book',
    {
      preValidation: refuseMarkedGuestBooking(soldOut, (request) => outcomes.set(request, 'sold_out')),
      onError: outcomes.onError,
      onResponse: outcomes.onResponse,
      schema: {
        tags,
        summary:
          'Book tickets: holds the seats and opens a card payment (a free booking is confirmed at once)',
        description:
          'Guests send details { full_name, msisdn, email_address } and receive a session token of their own in the auth header.',
        headers,
        body: createBookingInput,
        response: { 201: envelopeOf(bookingCreated) },
      },
    },
    async (request, reply) => {
      if (!bookingsPerAddress.hit(rateLimitAddress(request.ip))) {
        throw new AppError(
          'RATE_LIMITED',
          'Too many bookings from your network. Please try again in a few minutes.',
        );
      }
      const actor = await findActor(deps, request);
      const { response, token } = await createBooking(deps, {
        input: request.body,
        actor,
        origin: originOf(request, deps.config),
        clientAddress: rateLimitAddress(request.ip),
        log: request.log,
        lanes,
        soldOut,
      });
      outcomes.set(request, response.data.status === BOOKING_STATUS.paid ? 'confirmed' : 'held');
      if (token) reply.header(AUTH_HEADER, token).header('access-control-expose-headers', AUTH_HEADER);
      const description =
        response.data.status === BOOKING_STATUS.paid
          ? 'Your booking is confirmed.'
          : 'Seats held. Complete the payment to confirm them.';
      return reply.code(201).send(envelope(201, response, description));
    },
  );

  // Only the booking's own buyer (a guest's token or a signed-in attendee) reads or cancels it.
  signedInRoutes(app, (scope) => {
    scope.post(
      '/api/v1/booking/retrieve',
      {
        schema: {
          tags,
          summary: 'The booking behind a payment, for its owner (the success screen)',
          headers,
          body: retrieveBookingInput,
          response: { 200: envelopeOf(z.object({ data: paidBooking })) },
        },
      },
      async (request) => {
        const actor = request.signedIn;
        const booking = await retrieveBooking(deps, actor, request.body.payment_intent, contextOf(request));
        return envelope(200, { data: booking }, 'Booking');
      },
    );

    scope.post(
      '/api/v1/booking/cancel',
      {
        schema: {
          tags,
          summary:
            "Cancel one's own unpaid booking: its seats are released at once and its payment cancelled",
          headers,
          body: cancelBookingInput,
          response: { 200: envelopeOf(cancelledBooking) },
        },
      },
      async (request) => {
        const actor = request.signedIn;
        const data = await cancelBooking(deps, actor, request.body.payment_intent, contextOf(request));
        return envelope(
          200,
          { data },
          data.status === BOOKING_STATUS.cancelled ? 'Booking cancelled' : 'Booking already ended',
        );
      },
    );
  });
}
