import { envelopeOf } from '@tiketi/contract/envelope';
import { MPESA_STATUS_MESSAGES, mpesaPrompt, mpesaRetryInput } from '@tiketi/contract/payments';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { envelope } from '../../lib/envelope';
import { MemoryRateLimit } from '../../lib/memory-rate-limit';
import { originOf, publicOrigin } from '../../lib/origin-of';
import { rateLimitAddress } from '../../lib/rate-limit';
import type { DarajaPaymentProvider } from '../../providers/payments/mpesa-daraja-provider';
import { isSimulatedMpesaProvider } from '../../providers/payments/mpesa-simulated-provider';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { authHeaders as headers, signedInRoutes } from '../sessions';
import { registerSimulatedMpesaRoutes } from '../simulated-payments';
import { recordCallback } from './mpesa-callbacks';
import { retryMpesaPrompt } from './mpesa-retry';
import { settleMpesaAnswer } from './mpesa-settle';

const tags = ['payments'];
/** Daraja's own acknowledgement, which it expects back from every callback URL. */
const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' } as const;
const NOT_FOUND = 'Not found';
const NOT_A_CALLBACK = 'The body is not an M-Pesa STK callback';
/** Retries per client address: more than one buyer's honest tries, behind a shared network too. */
const RETRIES_PER_ADDRESS = { limit: 30, windowMs: 10 * 60_000 };

function isDaraja(provider: PaymentProvider | null): provider is DarajaPaymentProvider {
  return provider?.id === 'mpesa-daraja' && 'isCallbackSecret' in provider;
}

/**
 * M-Pesa's routes: Daraja's callback (unsigned, so its path carries the server's secret), the
 * buyer's "Try again", and the simulated phone when the simulator is the M-Pesa provider.
 */
export function registerMpesaRoutes(app: AppInstance) {
  const { deps } = app;
  const mpesa = deps.payments.forMethod('mpesa');
  registerCallbackRoute(app);

  const retriesPerAddress = new MemoryRateLimit(RETRIES_PER_ADDRESS.limit, RETRIES_PER_ADDRESS.windowMs);
  signedInRoutes(app, (scope) => {
    scope.post(
      '/api/v1/payments/mpesa/retry',
      {
        schema: {
          tags,
          summary: 'Send a new M-Pesa prompt for the same unpaid booking (its seats stay held)',
          description:
            '409 while the last prompt is still on the phone, or the booking is no longer pending; 429 when retried too often.',
          headers,
          body: mpesaRetryInput,
          response: { 200: envelopeOf(mpesaPrompt) },
        },
      },
      async (request) => {
        if (!retriesPerAddress.hit(rateLimitAddress(request.ip))) {
          throw new AppError(
            'RATE_LIMITED',
            'Too many M-Pesa prompts from your network. Please try again in a few minutes.',
          );
        }
        const data = await retryMpesaPrompt(deps, request.signedIn, request.body.client_secret, {
          origin: originOf(request, deps.config),
          log: request.log,
        });
        return envelope(200, { data }, MPESA_STATUS_MESSAGES.pending);
      },
    );
  });

  if (mpesa && isSimulatedMpesaProvider(mpesa)) {
    registerSimulatedMpesaRoutes(app, {
      provider: mpesa,
      // The simulated phone's answer settles in-process, as Daraja's callback would.
      settle: (answer, log) =>
        settleMpesaAnswer(deps, mpesa, answer, { origin: publicOrigin(deps.config), log }),
    });
  }
}

/**
 * Daraja's callback. Its body is read raw so that a wrong secret is refused (404, as for any unknown
 * path) before anything in it is looked at, whatever it holds. A well-formed callback is answered
 * 200 at once, repeats included: settling is idempotent, and Daraja does not resend anyway.
 */
function registerCallbackRoute(app: AppInstance) {
  const { deps } = app;
  app.register(async (scope: AppInstance) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/v1/payments/mpesa/callback/:secret',
      {
        schema: {
          tags,
          summary: "Daraja's STK push callback (the path's secret stands in for a signature)",
          params: z.object({ secret: z.string() }),
          response: { 200: z.object({ ResultCode: z.literal(0), ResultDesc: z.string() }) },
        },
      },
      async (request, reply) => {
        const provider = deps.payments.forMethod('mpesa');
        // The simulator sends no callbacks: nothing is listening here then.
        if (!isDaraja(provider)) throw notFound(NOT_FOUND);
        if (!(await provider.isCallbackSecret(request.params.secret))) throw notFound(NOT_FOUND);
        const raw = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
        const json = parseJson(raw);
        const callback = json === undefined ? null : provider.parseCallback(json);
        await recordCallback(deps.db, {
          provider: provider.id,
          paymentId: callback?.checkoutRequestId ?? null,
          payload: json ?? { unparsed: raw.slice(0, 10_000) },
        });
        if (!callback) {
          request.log.warn('an M-Pesa callback that does not parse was refused');
          throw badRequest(NOT_A_CALLBACK);
        }
        const context = { origin: originOf(request, deps.config), log: request.log };
        try {
          await settleMpesaAnswer(
            deps,
            provider,
            {
              paymentId: callback.checkoutRequestId,
              outcome: callback.outcome,
              amountMinor: callback.amountMinor,
              receipt: callback.receipt,
            },
            context,
          );
        } catch (error) {
          // Daraja does not call again; the sweeper's status query settles this prompt instead.
          request.log.error(
            { err: error, paymentId: callback.checkoutRequestId },
            'settling an M-Pesa callback failed; the status query will settle it',
          );
        }
        return reply.send(ACCEPTED);
      },
    );
  });
}

/** The body as JSON; undefined when it is not JSON at all. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
