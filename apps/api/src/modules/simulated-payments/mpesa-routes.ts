import { envelopeOf } from '@tiketi/contract/envelope';
import { MPESA_STATUS_MESSAGES, PAYMENT_STATUSES, simulatedPhoneAnswer } from '@tiketi/contract/payments';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { badRequest, notFound } from '../../lib/app-error';
import { envelope } from '../../lib/envelope';
import { originOf } from '../../lib/origin-of';
import type { MpesaOutcome } from '../../providers/payments/mpesa-rules';
import type { SimulatedMpesaProvider } from '../../providers/payments/mpesa-simulated-provider';
import { findOwnBookingByClientSecret, paymentProgressOf } from '../bookings';
import { authHeaders as headers, signedInRoutes } from '../sessions';

/** How the simulated phone's answer is settled: as Daraja's callback for the same ending would be. */
export type SettleSimulatedAnswer = (
  answer: {
    paymentId: string;
    outcome: Exclude<MpesaOutcome, 'pending'>;
    amountMinor: number | null;
    receipt: string | null;
  },
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
) => Promise<unknown>;

const answered = z.object({ data: z.object({ payment_status: z.enum(PAYMENT_STATUSES) }) });

/**
 * The simulated phone (offline M-Pesa): the test buyer answers the booking's current prompt. Only
 * the booking's owner may, as for the booking's other calls; registered only when the simulator is
 * the M-Pesa provider.
 */
export function registerSimulatedMpesaRoutes(
  app: AppInstance,
  options: { provider: SimulatedMpesaProvider; settle: SettleSimulatedAnswer },
) {
  const { deps } = app;
  const { provider } = options;
  signedInRoutes(app, (scope) => {
    scope.post(
      '/api/v1/simulated-payments/mpesa/answer',
      {
        schema: {
          tags: ['payments'],
          summary: "The simulated phone's answer to the booking's M-Pesa prompt (offline M-Pesa)",
          headers,
          body: simulatedPhoneAnswer,
          response: { 200: envelopeOf(answered) },
        },
      },
      async (request, reply) => {
        const { client_secret: clientSecret, action } = request.body;
        const own = await findOwnBookingByClientSecret(deps, request.signedIn, clientSecret);
        if (own.booking.paymentMethod !== 'mpesa' || own.provider.id !== provider.id) {
          throw badRequest('This booking is not paid by the simulated M-Pesa');
        }
        const paymentId = own.booking.providerIntentId;
        // The push has its own secret (the booking's is another): the phone answers the push.
        const push = paymentId ? await provider.retrievePayment(paymentId) : null;
        if (!push) throw notFound('Payment not found');
        const ended = await provider.answerPrompt({ clientSecret: push.clientSecret, action });
        const log = request.log;
        if (ended.outcome !== 'pending') {
          await options.settle(
            {
              paymentId: ended.id,
              outcome: ended.outcome,
              amountMinor: ended.amountMinor,
              receipt: ended.receipt,
            },
            log,
          );
        }
        const booking = (await own.reload()) ?? own.booking;
        const context = { origin: originOf(request, deps.config), log };
        const status = await paymentProgressOf(deps, provider, booking, context);
        reply.header('cache-control', 'no-store');
        return envelope(200, { data: { payment_status: status } }, MPESA_STATUS_MESSAGES[status]);
      },
    );
  });
}
