import { createHash } from 'node:crypto';
import type { SIMULATED_PHONE_ACTIONS } from '@tiketi/contract/payments';
import { and, eq, like, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { simulatedPaymentIntents } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { isSameSecret } from '../../lib/secrets';
import type { MpesaPaymentProvider } from './mpesa-daraja-provider';
import {
  MPESA_CURRENCIES,
  type MpesaOutcome,
  msisdnOf,
  paymentStatusOf,
  wholeShillingsOf,
} from './mpesa-rules';
import {
  type CreatedPayment,
  type CreatePaymentInput,
  type Payment,
  paymentIdFromClientSecret,
} from './payment-provider';
import { randomBase62 } from './random-base62';

/** What the test buyer does with the prompt on the simulated phone (the contract's list). */
export type SimulatedPhoneAction = (typeof SIMULATED_PHONE_ACTIONS)[number];

export interface SimulatedMpesaPayment extends Payment {
  clientSecret: string;
  outcome: MpesaOutcome;
  /** A receipt number shaped like M-Pesa's (10 capitals and digits) once paid; null before. */
  receipt: string | null;
}

export interface SimulatedMpesaProvider extends MpesaPaymentProvider {
  id: 'mpesa-simulated';
  newPaymentId(): string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment & SimulatedMpesaPayment>;
  retrievePayment(paymentId: string): Promise<SimulatedMpesaPayment | null>;
  /**
   * The simulated phone's answer to the prompt behind a client secret (the "phone" page calls it):
   * the first answer settles the push, later ones (or one after the hold ended) change nothing and
   * get the push as it stands. Unknown secret: 404.
   */
  answerPrompt(input: { clientSecret: string; action: SimulatedPhoneAction }): Promise<SimulatedMpesaPayment>;
  /** The push behind a client secret, matched exactly; null when there is none. */
  findByClientSecret(clientSecret: string): Promise<SimulatedMpesaPayment | null>;
}

type Row = typeof simulatedPaymentIntents.$inferSelect;

/** Its pushes share the simulated card's table (same columns), told apart by this id prefix. */
const ID_PREFIX = 'ws_CO_SIM_';
const REFUND_BY_HAND = 'M-Pesa payments are refunded by the organizer from the M-Pesa portal';
const ENDED: Record<Exclude<SimulatedPhoneAction, 'accept'>, MpesaOutcome> = {
  cancel: 'cancelled',
  timeout: 'timeout',
  wrong_pin: 'wrong_pin',
  insufficient_funds: 'insufficient_funds',
};

/** The same receipt for the same push every time it is read, so none needs storing. */
export function simulatedReceiptOf(paymentId: string): string {
  const digits = createHash('sha256').update(paymentId).digest();
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return `S${Array.from(digits.subarray(0, 9), (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** An unanswered prompt leaves the phone after this, as M-Pesa's do (about a minute), and has timed out. */
export const SIMULATED_PROMPT_LIFETIME_MS = 2 * 60_000;

const hasLapsed = (row: Row) => Date.now() - row.createdAt.getTime() > SIMULATED_PROMPT_LIFETIME_MS;

function outcomeOf(row: Row): MpesaOutcome {
  if (row.status === 'succeeded') return 'paid';
  if (row.status === 'processing') return hasLapsed(row) ? 'timeout' : 'pending';
  return (row.lastError as MpesaOutcome | null) ?? 'cancelled';
}

function toPayment(row: Row): SimulatedMpesaPayment {
  const outcome = outcomeOf(row);
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: paymentStatusOf(outcome),
    amountMinor: row.amountMinor,
    currency: row.currency,
    outcome,
    receipt: outcome === 'paid' ? simulatedReceiptOf(row.id) : null,
    reference: outcome === 'paid' ? simulatedReceiptOf(row.id) : null,
  };
}

/**
 * The offline M-Pesa (the default when Daraja is not configured): a push is a row that waits in
 * `processing` until the test buyer answers on the simulated phone. It takes what Daraja takes
 * (KES in whole shillings, a Kenyan mobile) and, like Daraja, refunds nothing itself.
 */
export function createSimulatedMpesaProvider(deps: { db: Db }): SimulatedMpesaProvider {
  const { db } = deps;
  const table = simulatedPaymentIntents;
  const ours = like(table.id, `${ID_PREFIX}%`);

  async function findRow(id: string): Promise<Row | null> {
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(table.id, id), ours));
    return row ?? null;
  }

  async function findRowBySecret(clientSecret: string): Promise<Row | null> {
    const id = paymentIdFromClientSecret(clientSecret);
    const row = id ? await findRow(id) : null;
    return row && isSameSecret(row.clientSecret, clientSecret.trim()) ? row : null;
  }

  const created = (
    payment: SimulatedMpesaPayment,
    phone: string,
  ): CreatedPayment & SimulatedMpesaPayment => ({
    ...payment,
    browser: { method: 'mpesa', checkoutRequestId: payment.id, phone },
  });

  return {
    id: 'mpesa-simulated',
    methods: ['mpesa'],
    currencies: MPESA_CURRENCIES,
    refundsByHand: true,
    newPaymentId: () => `${ID_PREFIX}${randomBase62()}`,

    async createPayment(input) {
      wholeShillingsOf(input);
      const phone = msisdnOf(input.phone);
      const id = input.id ?? `${ID_PREFIX}${randomBase62()}`;
      if (!id.startsWith(ID_PREFIX)) throw new Error(`${id} is not a simulated M-Pesa id`);
      const clientSecret = `${id}_secret_${randomBase62()}`;
      // Insert-or-nothing on the idempotency key, as the simulated card does: one push per key.
      const inserted = await queryRows<{ id: string }>(
        db,
        sql`insert into simulated_payment_intents (id, client_secret, idempotency_key, amount_minor, currency, reference, status)
            values (${id}, ${clientSecret}, ${input.idempotencyKey}, ${input.amountMinor}, 'kes', ${input.reference}, 'processing')
            on conflict (idempotency_key) do nothing
            returning id`,
      );
      const [row] = inserted.length
        ? await db.select().from(table).where(eq(table.id, id))
        : await db.select().from(table).where(eq(table.idempotencyKey, input.idempotencyKey));
      if (!row) throw new Error('simulated M-Pesa push vanished right after it was written');
      if (
        (input.id !== undefined && row.id !== input.id) ||
        row.amountMinor !== input.amountMinor ||
        row.reference !== input.reference
      ) {
        throw new Error(`idempotency key ${input.idempotencyKey} was reused with different parameters`);
      }
      return created(toPayment(row), phone);
    },

    async retrievePayment(paymentId) {
      const row = await findRow(paymentId);
      return row ? toPayment(row) : null;
    },

    async queryOutcome(paymentId) {
      const row = await findRow(paymentId);
      return row ? outcomeOf(row) : null;
    },

    async findByClientSecret(clientSecret) {
      const row = await findRowBySecret(clientSecret);
      return row ? toPayment(row) : null;
    },

    async answerPrompt({ clientSecret, action }) {
      const row = await findRowBySecret(clientSecret);
      if (!row) throw notFound('Payment not found');
      const [settled] = await db
        .update(table)
        .set(
          action === 'accept'
            ? { status: 'succeeded', lastError: null, updatedAt: sql`now()` }
            : { status: 'canceled', lastError: ENDED[action], updatedAt: sql`now()` },
        )
        .where(
          and(
            eq(table.id, row.id),
            eq(table.status, 'processing'),
            // A prompt that has left the phone cannot be answered any more.
            sql`${table.createdAt} > now() - make_interval(secs => ${SIMULATED_PROMPT_LIFETIME_MS / 1000})`,
          ),
        )
        .returning();
      // Answered before (or ended with its hold): the first answer stands.
      return toPayment(settled ?? (await findRow(row.id)) ?? row);
    },

    async cancelPayment(paymentId) {
      // The prompt goes unanswered: as on a real phone, it ends as timed out.
      await db
        .update(table)
        .set({ status: 'canceled', lastError: 'timeout', updatedAt: sql`now()` })
        .where(and(eq(table.id, paymentId), eq(table.status, 'processing')));
    },

    async refundPayment(paymentId) {
      if (!(await findRow(paymentId))) throw notFound('Payment not found');
      throw new AppError('CONFLICT', REFUND_BY_HAND);
    },

    async refundedAmount() {
      return 0;
    },

    // It makes no refunds of its own (they are owed by hand), so it knows none.
    async refundStatus() {
      return null;
    },

    parseNotification() {
      throw badRequest('The simulated M-Pesa has no webhooks');
    },

    // No callback ever comes from the simulator (the phone page settles pushes in-process), so a
    // body posted to a callback URL is never one of its own.
    parseCallback: () => null,
  };
}

export function isSimulatedMpesaProvider(provider: { id: string }): provider is SimulatedMpesaProvider {
  return provider.id === 'mpesa-simulated' && 'answerPrompt' in provider;
}
