import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simulatedPaymentIntents } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { isSameSecret } from '../../lib/secrets';
import {
  type CreatedPayment,
  type CreatePaymentInput,
  type Payment,
  type PaymentProvider,
  type PaymentStatus,
  paymentIdFromClientSecret,
} from './payment-provider';
import { randomBase62 } from './random-base62';
import {
  AUTHENTICATION_FAILED,
  type CardDetails,
  type CardError,
  judgeTestCard,
} from './simulated-card-rules';
import { groupedIntentWrites } from './simulated-intent-writes';
import { refundedSimulated, refundSimulated, simulatedRefundStatus } from './simulated-refunds';

export interface SimulatedConfirmInput extends CardDetails {
  clientSecret: string;
}

/** The answer to the bank's confirmation step (3-D Secure style): completed or failed. */
export interface SimulatedAuthenticateInput {
  clientSecret: string;
  isApproved: boolean;
}

export interface SimulatedConfirmResult {
  status: PaymentStatus;
  error?: CardError;
}

/** A card payment of the simulator: it always has a client secret. */
export type SimulatedPayment = Payment & { clientSecret: string };

export interface SimulatedPaymentProvider extends PaymentProvider {
  id: 'simulated';
  newPaymentId(): string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment & SimulatedPayment>;
  retrievePayment(paymentId: string): Promise<SimulatedPayment | null>;
  /** The card form's "Pay now": Stripe test-mode rules, answered like Stripe.js confirmPayment. */
  confirm(input: SimulatedConfirmInput): Promise<SimulatedConfirmResult>;
  /** The confirmation step of an intent in requires_action: succeeds, or fails back to a new card. */
  authenticate(input: SimulatedAuthenticateInput): Promise<SimulatedConfirmResult>;
  /** The intent behind a client secret, matched exactly; null when there is none. */
  findIntentByClientSecret(clientSecret: string): Promise<SimulatedPayment | null>;
}

type IntentRow = typeof simulatedPaymentIntents.$inferSelect;

const PAYMENT_NOT_FOUND = 'Payment not found';
const CANCELLED = 'This payment was cancelled because its booking expired';
const newIntentId = () => `sim_pi_${randomBase62()}`;

function toPayment(row: IntentRow): SimulatedPayment {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status as PaymentStatus,
    amountMinor: row.amountMinor,
    currency: row.currency,
    hasFailed: row.status === 'requires_payment_method' && row.lastError !== null,
  };
}

/** The offline card provider (the default): intents live in the database so every instance agrees. */
export function createSimulatedPaymentProvider(deps: { db: Db }): SimulatedPaymentProvider {
  const { db } = deps;
  const table = simulatedPaymentIntents;

  async function findRow(id: string): Promise<IntentRow | null> {
    const [row] = await db.select().from(table).where(eq(table.id, id));
    return row ?? null;
  }

  async function findRowBySecret(clientSecret: string): Promise<IntentRow | null> {
    const id = paymentIdFromClientSecret(clientSecret);
    const row = id ? await findRow(id) : null;
    return row && isSameSecret(row.clientSecret, clientSecret.trim()) ? row : null;
  }

  /** Moves an intent on from `from`; null when another request moved it first (each step once). */
  async function settle(
    id: string,
    status: PaymentStatus,
    lastError: string | null,
    from: PaymentStatus = 'requires_payment_method',
  ) {
    const [row] = await db
      .update(table)
      .set({ status, lastError, updatedAt: sql`now()` })
      .where(and(eq(table.id, id), eq(table.status, from)))
      .returning();
    return row ?? null;
  }

  /** What a confirmation says about an intent that can no longer take a card. */
  function answerFor(row: IntentRow): SimulatedConfirmResult {
    if (row.status === 'canceled') throw new AppError('CONFLICT', CANCELLED);
    return { status: row.status as PaymentStatus };
  }

  // Bookings in a rush open intents together (one multi-row insert, one commit).
  const intentWrites = groupedIntentWrites(db);

  const browserStep = (clientSecret: string) =>
    ({ method: 'card', clientSecret, publishableKey: null }) as const;

  return {
    id: 'simulated',
    methods: ['card'],
    newPaymentId: newIntentId,

    async createPayment(input) {
      const values = {
        amountMinor: input.amountMinor,
        currency: input.currency.toLowerCase(),
        reference: input.reference,
      };
      const id = input.id ?? newIntentId();
      const clientSecret = `${id}_secret_${randomBase62()}`;
      // Insert-or-nothing; only a repeated key reads the row that is already there, so concurrent
      // calls with one key all end on the same row. Grouped: this runs on every booking.
      const inserted = await intentWrites.submit({
        id,
        clientSecret,
        idempotencyKey: input.idempotencyKey,
        ...values,
      });
      if (inserted) {
        const { amountMinor, currency } = values;
        const status = 'requires_payment_method';
        return {
          id,
          clientSecret,
          status,
          amountMinor,
          currency,
          hasFailed: false,
          browser: browserStep(clientSecret),
        };
      }
      const [row] = await db.select().from(table).where(eq(table.idempotencyKey, input.idempotencyKey));
      if (!row) throw new Error('simulated intent vanished right after it was written');
      // Stripe refuses a reused key with other parameters; a booking's amount never changes, so this is a bug.
      if (
        (input.id !== undefined && row.id !== input.id) ||
        row.amountMinor !== values.amountMinor ||
        row.currency !== values.currency ||
        row.reference !== values.reference
      ) {
        throw new Error(`idempotency key ${input.idempotencyKey} was reused with different parameters`);
      }
      return { ...toPayment(row), browser: browserStep(row.clientSecret) };
    },

    async retrievePayment(intentId) {
      const row = await findRow(intentId);
      return row ? toPayment(row) : null;
    },

    async cancelPayment(intentId) {
      await db
        .update(table)
        .set({ status: 'canceled', updatedAt: sql`now()` })
        .where(and(eq(table.id, intentId), notInArray(table.status, ['succeeded', 'canceled'])));
    },

    // Partial refunds add up in refunded_minor, never beyond the amount paid.
    async refundedAmount(intentId) {
      return refundedSimulated(db, intentId);
    },

    async refundPayment(intentId, refund) {
      return refundSimulated(db, intentId, refund, PAYMENT_NOT_FOUND);
    },

    async refundStatus(refundId) {
      return simulatedRefundStatus(refundId);
    },

    parseNotification() {
      // Its confirmations call the booking service in-process instead (see simulated-payments routes).
      throw badRequest('The simulated provider has no webhooks');
    },

    async findIntentByClientSecret(clientSecret) {
      const row = await findRowBySecret(clientSecret);
      return row ? toPayment(row) : null;
    },

    async confirm(input) {
      const row = await findRowBySecret(input.clientSecret);
      if (!row) throw notFound(PAYMENT_NOT_FOUND);
      if (row.status !== 'requires_payment_method') return answerFor(row);
      const verdict = judgeTestCard(input);
      if (verdict.outcome === 'invalid') return { status: 'requires_payment_method', error: verdict.error };
      const next: PaymentStatus =
        verdict.outcome === 'declined' ? 'requires_payment_method' : verdict.outcome;
      const settled = await settle(row.id, next, verdict.outcome === 'declined' ? verdict.error.code : null);
      if (!settled) {
        // A concurrent confirmation or cancellation won; answer with what the intent is now.
        const current = await findRow(row.id);
        return answerFor(current ?? row);
      }
      return verdict.outcome === 'declined' ? { status: next, error: verdict.error } : { status: next };
    },

    async authenticate(input) {
      const row = await findRowBySecret(input.clientSecret);
      if (!row) throw notFound(PAYMENT_NOT_FOUND);
      if (row.status !== 'requires_action') return answerFor(row);
      const next: PaymentStatus = input.isApproved ? 'succeeded' : 'requires_payment_method';
      const lastError = input.isApproved ? null : AUTHENTICATION_FAILED.code;
      const settled = await settle(row.id, next, lastError, 'requires_action');
      if (!settled) return answerFor((await findRow(row.id)) ?? row);
      return input.isApproved ? { status: next } : { status: next, error: AUTHENTICATION_FAILED };
    },
  };
}

/** True for the offline simulator, whose card form the server itself serves. */
export function isSimulatedPaymentProvider(provider: PaymentProvider): provider is SimulatedPaymentProvider {
  return provider.id === 'simulated' && 'confirm' in provider;
}
