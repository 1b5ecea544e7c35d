import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-types';
import { publicOrigin } from '../lib/origin-of';
import {
  claimPendingBookings,
  type SettleOutcome,
  settlePendingBooking,
  sweepPendingRefunds,
} from '../modules/bookings';

export interface HoldSweeper {
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** A pending booking is first asked about at its provider this long after it was made. */
const PENDING_SECONDS = 60;
/** How long a claimed booking is left to the instance that claimed it. */
const LEASE_SECONDS = 120;
/** A refund accepted as pending is asked about again after this long, and then at most this often. */
const PENDING_REFUND_SECONDS = 600;

/**
 * The reconciler of pending bookings (ADR-014): confirms those whose payment succeeded at the
 * provider though nobody confirmed it (a crash, a lost notice, a buyer who never came back), and
 * gives back the seats of expired holds whose payment did not succeed, cancelling it. Safe on every
 * instance at once: each pass claims its rows with FOR UPDATE SKIP LOCKED and a lease, and
 * confirming and releasing both take the booking's lock and check its status. The same pass asks
 * about refunds left pending past ten minutes (ADR-019), in case their notice was lost.
 */
export function startHoldSweeper(options: {
  deps: Pick<AppDeps, 'db' | 'config' | 'payments' | 'publicCache' | 'metrics'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  intervalMs?: number;
  batchSize?: number;
}): HoldSweeper {
  const { deps, log, intervalMs = 15_000, batchSize = 100 } = options;
  let running: Promise<number> | null = null;
  let stopped = false;

  /** Returns how many holds ended (released or confirmed); each part counts as a job run (issue 19). */
  async function sweep(): Promise<number> {
    const ended = await deps.metrics.timeJob('hold_sweeper', settleHolds);
    const refundsEnded = await deps.metrics.timeJob('refund_reconciler', () =>
      sweepPendingRefunds(deps, log, { limit: batchSize, ageSeconds: PENDING_REFUND_SECONDS }),
    );
    if (refundsEnded > 0) log.info({ refundsEnded }, 'settled refunds left pending');
    return ended;
  }

  async function settleHolds(): Promise<number> {
    const claimed = await claimPendingBookings(deps.db, {
      limit: batchSize,
      pendingSeconds: PENDING_SECONDS,
      leaseSeconds: LEASE_SECONDS,
      holdSeconds: deps.config.booking.holdMinutes * 60,
    });
    const counts: Record<SettleOutcome, number> = { confirmed: 0, released: 0, pending: 0, kept: 0 };
    const context = { origin: publicOrigin(deps.config), log };
    for (const booking of claimed) {
      const outcome = await settlePendingBooking(deps, booking, context).catch((error: unknown) => {
        log.error({ err: error, bookingId: booking.id }, 'could not settle a pending booking');
        return 'kept' as const;
      });
      counts[outcome] += 1;
    }
    if (counts.released > 0) deps.publicCache.clear();
    if (counts.released + counts.confirmed + counts.kept > 0) log.info(counts, 'reconciled pending bookings');
    return counts.released + counts.confirmed;
  }

  const runOnce = () => {
    running ??= sweep().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) runOnce().catch((error: unknown) => log.error({ err: error }, 'hold sweeper failed'));
  }, intervalMs);
  timer.unref();
  return {
    runOnce,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
}
