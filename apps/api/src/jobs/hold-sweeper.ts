import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-types';
import { endHoldAndPayment, findExpiredBookings } from '../modules/bookings/release-booking-hold';

export interface HoldSweeper {
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Gives the seats of expired holds back and cancels their payments at the provider. Safe on every
 * instance at once. A payment that still succeeds later is re-checked when it is confirmed.
 */
export function startHoldSweeper(options: {
  deps: Pick<AppDeps, 'db' | 'payments' | 'publicCache'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  intervalMs?: number;
  batchSize?: number;
}): HoldSweeper {
  const { deps, log, intervalMs = 15_000, batchSize = 100 } = options;
  let running: Promise<number> | null = null;
  let stopped = false;

  async function sweep(): Promise<number> {
    const expired = await findExpiredBookings(deps, batchSize);
    let released = 0;
    for (const booking of expired) {
      if (await endHoldAndPayment(deps, booking, 3, log)) released += 1;
    }
    if (released > 0) {
      deps.publicCache.clear();
      log.info({ released }, 'released expired holds');
    }
    return released;
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
