import { envelopeOf } from '@tiketi/contract/envelope';
import { MESSAGES } from '@tiketi/contract/messages';
import { fromMinor } from '@tiketi/contract/money';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { notFound } from '../../lib/app-error';
import { envelope } from '../../lib/envelope';
import type {
  SimulatedConfirmResult,
  SimulatedPaymentProvider,
} from '../../providers/payments/simulated-payment-provider';
import { confirmSimulatedPayment } from './confirm-simulated-payment';

const intentStatus = z.enum([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
]);

const clientSecret = z.string().trim().min(1, { error: 'client_secret is required' }).max(200);

export const simulatedConfirmInput = z.object({
  client_secret: clientSecret,
  card_number: z.string().max(40),
  exp_month: z.coerce.number().int(),
  exp_year: z.coerce.number().int(),
  cvc: z.string().max(10),
});

export const simulatedAuthenticateInput = z.object({
  client_secret: clientSecret,
  /** The buyer completed the bank's confirmation (true) or failed it (false). */
  approve: z.boolean({ error: 'approve must be true or false' }),
});

export const simulatedConfirmResult = z.object({
  status: intentStatus,
  error: z
    .object({ type: z.enum(['card_error', 'validation_error']), code: z.string(), message: z.string() })
    .optional(),
});

export const simulatedIntentView = z.object({
  status: intentStatus,
  amount: z.number(),
  currency: z.string(),
});

/** The spec's texts for card provider statuses (section 4), or the card error itself. */
function describe(result: SimulatedConfirmResult): string {
  if (result.error) return result.error.message;
  if (result.status === 'succeeded') return MESSAGES.paymentSucceeded;
  if (result.status === 'processing') return MESSAGES.paymentProcessing;
  if (result.status === 'requires_action') return 'Confirm this payment with your bank';
  return MESSAGES.paymentFailed;
}

/** The offline card form's calls; registered only when the simulated provider is active. */
export function registerSimulatedPaymentRoutes(
  app: AppInstance,
  deps: { provider: SimulatedPaymentProvider; onSucceeded: (intentId: string) => Promise<void> },
) {
  app.post(
    '/api/v1/simulated-payments/confirm',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pay with a test card (offline card provider)',
        description:
          'A declined or invalid card still answers 200, with message.error, as Stripe.js confirmPayment does.',
        body: simulatedConfirmInput,
        response: { 200: envelopeOf(simulatedConfirmResult) },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const result = await confirmSimulatedPayment(
        { db: app.deps.db, provider: deps.provider, onSucceeded: deps.onSucceeded, log: request.log },
        {
          clientSecret: body.client_secret,
          cardNumber: body.card_number,
          expMonth: body.exp_month,
          expYear: body.exp_year,
          cvc: body.cvc,
        },
      );
      reply.header('cache-control', 'no-store');
      return envelope(200, result, describe(result));
    },
  );

  app.post(
    '/api/v1/simulated-payments/authenticate',
    {
      schema: {
        tags: ['payments'],
        summary: "The bank's confirmation step of a test card that asks for one (3-D Secure style)",
        description: 'A failed confirmation answers 200 with message.error; the buyer may try another card.',
        body: simulatedAuthenticateInput,
        response: { 200: envelopeOf(simulatedConfirmResult) },
      },
    },
    async (request, reply) => {
      const result = await confirmSimulatedPayment(
        { db: app.deps.db, provider: deps.provider, onSucceeded: deps.onSucceeded, log: request.log },
        { clientSecret: request.body.client_secret, isApproved: request.body.approve },
      );
      reply.header('cache-control', 'no-store');
      return envelope(200, result, describe(result));
    },
  );

  app.get(
    '/api/v1/simulated-payments/intent',
    {
      schema: {
        tags: ['payments'],
        summary: 'What the offline card form shows: the amount due and the payment status',
        querystring: z.object({ client_secret: clientSecret }),
        response: { 200: envelopeOf(simulatedIntentView) },
      },
    },
    async (request, reply) => {
      const intent = await deps.provider.findIntentByClientSecret(request.query.client_secret);
      if (!intent) throw notFound('Payment not found');
      reply.header('cache-control', 'no-store');
      return envelope(
        200,
        {
          status: intent.status,
          amount: fromMinor(intent.amountMinor, intent.currency.toUpperCase()),
          currency: intent.currency.toUpperCase(),
        },
        'Payment found',
      );
    },
  );
}
