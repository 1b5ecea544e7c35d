import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types';
import type { DbOrTx } from '../../db/client';
import { bookings, refunds } from '../../db/schema/index';
import type { PaymentProvider, RefundState } from '../../providers/payments/payment-provider';
import { completeRefund } from './complete-refund';
import { recordOrderEvent } from './order-events';
import type { BookingRow } from './queries';
import { claimStalePendingRefunds } from './reconcile-queries';
import { addRefundMoney, insertRefund, lockRefund, type RefundRow, settleRefund } from './refund-ledger';
import { moneyOf } from './refund-mails';
import { lockBooking } from './status-queries';

type Deps = Pick<AppDeps, 'db' | 'config' | 'payments' | 'publicCache'>;

export const REFUND_NOT_COMPLETED = 'The provider did not complete the refund';

/** What a provider said of pending ledger rows, by row id (null: it knows no refund by that id). */
export type RefundAnswers = Map<number, RefundState | null>;

/** A payment's pending ledger rows that carry the provider's refund id: those it can be asked about. */
export function findAskableRefundsOfPayment(db: DbOrTx, provider: string, intentId: string) {
  return db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .where(
      and(
        eq(bookings.provider, provider),
        eq(bookings.providerIntentId, intentId),
        eq(refunds.status, 'pending'),
        isNotNull(refunds.providerRefundId),
      ),
    )
    .orderBy(asc(refunds.id))
    .then((rows) => rows.map((row) => row.refund));
}

/** Asks the provider where each refund stands, outside any transaction (no lock waits on it). */
export async function askRefundStatuses(
  provider: PaymentProvider,
  rows: Pick<RefundRow, 'id' | 'providerRefundId'>[],
): Promise<RefundAnswers> {
  const answers: RefundAnswers = new Map();
  for (const row of rows) {
    if (row.providerRefundId) answers.set(row.id, await provider.refundStatus(row.providerRefundId));
  }
  return answers;
}

/**
 * Writes what the provider said of pending refunds, under the booking's lock (the caller's): one
 * that succeeded settles as our own refunds do, one that failed releases its money. A row settled
 * since it was asked about (a notice and the sweeper at once, a redelivery) is left alone, so each
 * moves once. Answers the booking as it now stands and whether it was voided (the caller clears the
 * public cache after commit).
 */
export async function settleAnsweredRefunds(
  deps: Pick<AppDeps, 'config'>,
  tx: DbOrTx,
  booking: BookingRow,
  answers: RefundAnswers,
): Promise<{ booking: BookingRow; isVoided: boolean; ended: number }> {
  let current = booking;
  let isVoided = false;
  let ended = 0;
  for (const [rowId, state] of answers) {
    if (state !== 'succeeded' && state !== 'failed') continue;
    const row = await lockRefund(tx, rowId);
    if (row?.status !== 'pending' || row.bookingId !== booking.id) continue;
    ended += 1;
    if (state === 'failed') {
      current = await failPendingRefund(tx, current, row);
      continue;
    }
    const voided = await completeRefund(deps, tx, current, row, {
      providerRefundId: row.providerRefundId,
      actor: 'System',
    });
    current = {
      ...current,
      refundedMinor: current.refundedMinor + row.amountMinor,
      ...(voided ? { status: BOOKING_STATUS.refunded } : {}),
    };
    isVoided ||= voided;
  }
  return { booking: current, isVoided, ended };
}

/**
 * A refund the provider accepted and then failed or cancelled: the row fails, which frees its money
 * for another refund, and the timeline says so; a full refund that failed voids nothing. A booking
 * already voided (a cancellation voids it once the provider accepts its refund) cannot be refunded
 * again, so the money is owed back by hand instead, where the organizer sees it and records it.
 */
async function failPendingRefund(tx: DbOrTx, booking: BookingRow, row: RefundRow): Promise<BookingRow> {
  await settleRefund(tx, row.id, { status: 'failed', failure: REFUND_NOT_COMPLETED });
  const amount = moneyOf(row.amountMinor, booking.currency);
  await recordOrderEvent(tx, {
    bookingId: booking.id,
    kind: 'refund_failed',
    actor: 'System',
    detail: `${REFUND_NOT_COMPLETED} of ${amount}`,
  });
  if (booking.status === BOOKING_STATUS.paid) return booking;
  await insertRefund(tx, {
    bookingId: booking.id,
    amountMinor: row.amountMinor,
    status: 'due',
    isFull: row.isFull,
    origin: 'system',
    reason: REFUND_NOT_COMPLETED,
  });
  await addRefundMoney(tx, booking.id, { due: row.amountMinor });
  await recordOrderEvent(tx, {
    bookingId: booking.id,
    kind: 'refund_due',
    actor: 'System',
    detail: `${amount} is still owed to the buyer of this cancelled order; send it back and record its reference`,
  });
  return { ...booking, refundDueMinor: booking.refundDueMinor + row.amountMinor };
}

/**
 * The sweeper's pass over refunds left pending (ADR-019): those accepted as pending over
 * `ageSeconds` ago are asked about again, at most once every `ageSeconds` each, so a lost notice
 * cannot hold an order's money for good. Each booking's answers are written under its lock, as a
 * notice's are. Answers how many refunds ended.
 */
export async function sweepPendingRefunds(
  deps: Deps,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  options: { limit: number; ageSeconds: number },
): Promise<number> {
  const claimed = await claimStalePendingRefunds(deps.db, options);
  const byBooking = new Map<number, number[]>();
  for (const row of claimed) byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), row.id]);
  let ended = 0;
  let isVoided = false;
  for (const [bookingId, refundIds] of byBooking) {
    try {
      const outcome = await settleBookingRefunds(deps, log, bookingId, refundIds);
      ended += outcome.ended;
      isVoided ||= outcome.isVoided;
    } catch (error) {
      // Asked again after the interval; one provider's outage does not stop the others.
      log.error({ err: error, bookingId }, 'could not ask about a pending refund');
    }
  }
  if (isVoided) deps.publicCache.clear();
  return ended;
}

async function settleBookingRefunds(
  deps: Deps,
  log: Pick<FastifyBaseLogger, 'warn'>,
  bookingId: number,
  refundIds: number[],
) {
  const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
  const provider = booking ? deps.payments.byId(booking.provider) : null;
  // A provider this server no longer runs with cannot be asked; the row waits for its notice.
  if (!provider) return { ended: 0, isVoided: false };
  const rows = await deps.db.select().from(refunds).where(inArray(refunds.id, refundIds));
  const answers = await askRefundStatuses(provider, rows);
  const unknown = rows.filter((row) => answers.get(row.id) === null).map((row) => row.providerRefundId);
  // Its provider knows no such refund: someone must look (it is asked again after the interval).
  if (unknown.length > 0)
    log.warn({ bookingId, refunds: unknown }, 'the provider knows no such pending refund');
  return deps.db.transaction(async (tx) => {
    const locked = await lockBooking(tx, bookingId);
    if (!locked) return { ended: 0, isVoided: false };
    return settleAnsweredRefunds(deps, tx, locked, answers);
  });
}
