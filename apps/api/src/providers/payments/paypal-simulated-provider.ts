import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { simulatedPaymentIntents } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { CreatedPayment, Payment, PaymentStatus } from './payment-provider';
import { assertPaypalCurrency, PAYPAL_CURRENCIES } from './paypal-money';
import type { PaypalCapture, PaypalCaptureStatus } from './paypal-orders';
import { orderViewOf, type SimulatedPaypalOrderView } from './paypal-simulated-orders';
import type { PaypalPaymentProvider } from './paypal-types';
import { randomBase62 } from './random-base62';
import { refundedSimulated, refundSimulated, simulatedRefundStatus } from './simulated-refunds';

/**
 * The offline PayPal (the default when PayPal is not configured). Its orders are rows of the
 * simulated card's table, which fits them: the order id is both the payment id and the secret the
 * browser holds (as with PayPal, where knowing the order is what lets a buyer approve it), so
 * `client_secret` repeats it; idempotency keys get a `paypal:` prefix so they never meet a card's.
 *
 * `status` is in the app's words: requires_action (PayPal's CREATED), requires_confirmation
 * (APPROVED, waiting for the server's capture), then succeeded, processing (a capture held back) or
 * canceled. `last_error` keeps PayPal's reason: what the test buyer chose on the approval page
 * (PENDING_REVIEW, INSTRUMENT_DECLINED), or VOIDED when the booking expired first.
 */
export interface SimulatedPaypalProvider extends PaypalPaymentProvider {
  id: 'paypal-simulated';
  newPaymentId(): string;
  /**
   * The simulated approval page's answer: the buyer approves, choosing what the capture will come to
   * (as a test card decides a card payment), or PayPal declines the buyer's funding.
   */
  approve(orderId: string, capture?: PaypalCaptureStatus): Promise<Payment>;
  decline(orderId: string): Promise<Payment>;
  /** The order as the approval page shows it; null when there is no such simulated order. */
  findOrder(orderId: string): Promise<SimulatedPaypalOrderView | null>;
  /** A held-back capture completes or is denied later, as PayPal's webhook would report it. */
  settlePending(orderId: string, outcome: 'COMPLETED' | 'DECLINED'): Promise<PaypalCapture>;
}

type OrderRow = typeof simulatedPaymentIntents.$inferSelect;

const PAYMENT_NOT_FOUND = 'Payment not found';
const NOT_APPROVED = 'The buyer has not approved this PayPal payment yet';
const EXPIRED = 'This payment was cancelled because its booking expired';
const REASONS: Record<PaypalCaptureStatus, string | null> = {
  COMPLETED: null,
  PENDING: 'PENDING_REVIEW',
  DECLINED: 'INSTRUMENT_DECLINED',
};
const CAPTURED: Record<PaypalCaptureStatus, PaymentStatus> = {
  COMPLETED: 'succeeded',
  PENDING: 'processing',
  DECLINED: 'canceled',
};

const newOrderId = () => `sim_pp_${randomBase62()}`;
/** One capture per order, so its id follows from the order's. */
const captureIdOf = (orderId: string) => orderId.replace(/^sim_pp_/, 'sim_cap_');

function toPayment(row: OrderRow): Payment {
  const { id, amountMinor, currency } = row;
  const status = row.status as PaymentStatus;
  const isCaptured = status === 'succeeded' || status === 'processing';
  return {
    id,
    status,
    amountMinor,
    currency,
    clientSecret: null,
    reference: isCaptured ? captureIdOf(id) : null,
  };
}

/** What the capture came to, for an order whose capture was made (or refused). */
function captureOfRow(row: OrderRow): PaypalCapture {
  const orderId = row.id;
  if (row.status === 'canceled') {
    return { orderId, status: 'DECLINED', captureId: null, amountMinor: null, currency: null };
  }
  const status: PaypalCaptureStatus = row.status === 'succeeded' ? 'COMPLETED' : 'PENDING';
  const { amountMinor, currency } = row;
  return { orderId, status, captureId: captureIdOf(orderId), amountMinor, currency };
}

export function createSimulatedPaypalProvider(deps: { db: Db }): SimulatedPaypalProvider {
  const { db } = deps;
  const table = simulatedPaymentIntents;

  async function findRow(id: string): Promise<OrderRow | null> {
    const [row] = await db.select().from(table).where(eq(table.id, id));
    return row ?? null;
  }

  async function existing(orderId: string): Promise<OrderRow> {
    const row = await findRow(orderId);
    if (!row?.idempotencyKey.startsWith('paypal:')) throw notFound(PAYMENT_NOT_FOUND);
    return row;
  }

  /** Moves an order on from `from`; null when another request moved it first (each step once). */
  async function move(id: string, from: PaymentStatus, to: PaymentStatus, reason: string | null) {
    const [row] = await db
      .update(table)
      .set({ status: to, lastError: reason, updatedAt: sql`now()` })
      .where(and(eq(table.id, id), eq(table.status, from)))
      .returning();
    return row ?? null;
  }

  async function approve(orderId: string, capture: PaypalCaptureStatus = 'COMPLETED') {
    const row = await existing(orderId);
    if (row.status === 'canceled') throw new AppError('CONFLICT', EXPIRED);
    const moved = await move(orderId, 'requires_action', 'requires_confirmation', REASONS[capture]);
    // Approved already (a second click): the first answer stands.
    return toPayment(moved ?? (await existing(orderId)));
  }

  const browserStep = (orderId: string) =>
    ({
      method: 'paypal',
      approvalUrl: `/simulated-paypal?token=${orderId}`,
      orderId,
      clientId: null,
    }) as const;

  return {
    id: 'paypal-simulated',
    methods: ['paypal'],
    currencies: PAYPAL_CURRENCIES,
    newPaymentId: newOrderId,

    async createPayment(input): Promise<CreatedPayment> {
      const currency = assertPaypalCurrency(input.currency).toLowerCase();
      const id = input.id ?? newOrderId();
      const key = `paypal:${input.idempotencyKey}`;
      const inserted = await queryRows<{ id: string }>(
        db,
        sql`insert into simulated_payment_intents (id, client_secret, idempotency_key, amount_minor, currency, reference, status)
            values (${id}, ${id}, ${key}, ${input.amountMinor}, ${currency}, ${input.reference}, 'requires_action')
            on conflict (idempotency_key) do nothing
            returning id`,
      );
      if (inserted.length === 1) {
        const status = 'requires_action' as const;
        const { amountMinor } = input;
        return {
          id,
          status,
          amountMinor,
          currency,
          clientSecret: null,
          reference: null,
          browser: browserStep(id),
        };
      }
      const [row] = await db.select().from(table).where(eq(table.idempotencyKey, key));
      if (!row) throw new Error('simulated order vanished right after it was written');
      // A booking's amount never changes, so the same key with other values is a bug (PayPal refuses it too).
      if (
        row.amountMinor !== input.amountMinor ||
        row.currency !== currency ||
        row.reference !== input.reference
      ) {
        throw new Error(`idempotency key ${input.idempotencyKey} was reused with different parameters`);
      }
      return { ...toPayment(row), browser: browserStep(row.id) };
    },

    async retrievePayment(orderId) {
      const row = await findRow(orderId);
      return row?.idempotencyKey.startsWith('paypal:') ? toPayment(row) : null;
    },

    async cancelPayment(orderId) {
      // PayPal's orders expire unpaid; here the booking's expiry voids its order at once, so the
      // approval page can say so instead of taking a late payment.
      await db
        .update(table)
        .set({ status: 'canceled', lastError: 'VOIDED', updatedAt: sql`now()` })
        .where(
          and(eq(table.id, orderId), inArray(table.status, ['requires_action', 'requires_confirmation'])),
        );
    },

    async findOrder(orderId) {
      const row = await findRow(orderId);
      return row?.idempotencyKey.startsWith('paypal:') ? orderViewOf(row) : null;
    },

    approve,
    decline: (orderId) => approve(orderId, 'DECLINED'),

    async capture(orderId) {
      const row = await existing(orderId);
      if (row.status === 'requires_action') throw new AppError('CONFLICT', NOT_APPROVED);
      if (row.status === 'canceled' && row.lastError === 'VOIDED') throw new AppError('CONFLICT', EXPIRED);
      if (row.status !== 'requires_confirmation') return captureOfRow(row);
      const outcome: PaypalCaptureStatus =
        row.lastError === REASONS.PENDING
          ? 'PENDING'
          : row.lastError === REASONS.DECLINED
            ? 'DECLINED'
            : 'COMPLETED';
      const moved = await move(orderId, 'requires_confirmation', CAPTURED[outcome], row.lastError);
      return captureOfRow(moved ?? (await existing(orderId)));
    },

    async settlePending(orderId, outcome) {
      await existing(orderId);
      const moved = await move(
        orderId,
        'processing',
        CAPTURED[outcome],
        outcome === 'DECLINED' ? 'DENIED' : null,
      );
      return captureOfRow(moved ?? (await existing(orderId)));
    },

    // As the simulated card: partial refunds add up, never beyond the amount captured.
    async refundedAmount(orderId) {
      return refundedSimulated(db, orderId);
    },

    async refundPayment(orderId, refund) {
      return refundSimulated(db, orderId, refund, PAYMENT_NOT_FOUND);
    },

    async refundStatus(refundId) {
      return simulatedRefundStatus(refundId);
    },

    parseNotification() {
      throw badRequest('The simulated provider has no webhooks');
    },
  };
}

export function isSimulatedPaypalProvider(provider: { id: string }): provider is SimulatedPaypalProvider {
  return provider.id === 'paypal-simulated' && 'approve' in provider;
}
