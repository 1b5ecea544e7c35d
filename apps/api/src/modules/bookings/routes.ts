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
import { processedWebhooks } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { envelope } from '../../lib/envelope';
import { MemoryRateLimit } from '../../lib/memory-rate-limit';
import { originOf } from '../../lib/origin-of';
import { rateLimitAddress } from '../../lib/rate-limit';
import { findActor, requireActor } from '../sessions';
import { cancelBooking } from './cancel-booking';
import { confirmPayment } from './confirm-payment';
import { createBooking } from './create-booking';
import { recordRefund } from './record-refund';
import { retrieveBooking } from './retrieve-booking';

const tags = ['bookings'];
const headers = z.object({ auth: z.string().optional() });

/** Booking attempts are counted per client address over this window. */
const BOOKING_WINDOW_MS = 10 * 60_000;

export function registerBookingRoutes(app: AppInstance) {
  const { deps } = app;
  const bookingsPerAddress = new MemoryRateLimit(deps.config.booking.perAddressLimit, BOOKING_WINDOW_MS);
  const contextOf = (request: FastifyRequest) => ({
    origin: originOf(request, deps.config),
    log: request.log,
  });

  app.post(
    '/api/v1/event/book',
    {
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
      });
      if (token) reply.header(AUTH_HEADER, token).header('access-control-expose-headers', AUTH_HEADER);
      const description =
        response.data.status === 2
          ? 'Your booking is confirmed.'
          : 'Seats held. Complete the payment to confirm them.';
      return reply.code(201).send(envelope(201, response, description));
    },
  );

  app.post(
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
      const actor = await requireActor(deps, request);
      const booking = await retrieveBooking(deps, actor, request.body.payment_intent, contextOf(request));
      return envelope(200, { data: booking }, 'Booking');
    },
  );

  app.post(
    '/api/v1/booking/cancel',
    {
      schema: {
        tags,
        summary: "Cancel one's own unpaid booking: its seats are released at once and its payment cancelled",
        headers,
        body: cancelBookingInput,
        response: { 200: envelopeOf(cancelledBooking) },
      },
    },
    async (request) => {
      const actor = await requireActor(deps, request);
      const data = await cancelBooking(deps, actor, request.body.payment_intent, contextOf(request));
      return envelope(
        200,
        { data },
        data.status === BOOKING_STATUS.cancelled ? 'Booking cancelled' : 'Booking already ended',
      );
    },
  );

  // Stripe signs the exact bytes it sent, so this route reads its body raw.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post(
      '/api/v1/payments/stripe/webhook',
      {
        schema: { tags, summary: "Stripe's notifications (signature checked on the raw body)", hide: false },
      },
      async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        const notice = deps.payments.parseWebhook(
          request.body as Buffer,
          Array.isArray(signature) ? signature[0] : signature,
        );
        if (notice.type === 'payment_intent.succeeded' && notice.intentId) {
          const outcome = await confirmPayment(deps, notice.intentId, contextOf(request));
          request.log.info({ event: notice.id, outcome }, 'payment notification handled');
        }
        if (notice.type === 'charge.refunded' && notice.intentId) {
          const outcome = await recordRefund(deps, notice.intentId, request.log);
          request.log.info({ event: notice.id, outcome }, 'refund notification handled');
        }
        await deps.db
          .insert(processedWebhooks)
          .values({ provider: deps.payments.kind, eventId: notice.id })
          .onConflictDoNothing();
        return reply.send({ received: true });
      },
    );
  });
}
