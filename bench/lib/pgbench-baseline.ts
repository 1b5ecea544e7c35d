import { hotCounters } from './booking-inventory';
import { cores } from './booking-report';
import { type CpuUse, startCpuMeter } from './cpu';
import type { HotTicketType } from './hot-ticket-type';
import { withClient } from './pg-client';
import { type PgbenchResult, runPgbench } from './pgbench';

export interface Baseline {
  label: string;
  result?: PgbenchResult;
  cpu?: CpuUse;
  error?: string;
}

/**
 * pgbench's bare conditional update on the hot row with as many clients as the HTTP run has
 * connections, on a freshly vacuumed table; afterwards `held` is put back and the row's dead
 * versions vacuumed away, so that the HTTP run starts from the same state.
 */
export interface BaselineSettings {
  pgbench: string;
  clients: number;
  threads: number;
  seconds: number;
  labelWidth: number;
  /** True once the run was interrupted: a failure then is expected and not reported. */
  interrupted: () => boolean;
}

export async function baseline(
  settings: BaselineSettings,
  url: string,
  hot: HotTicketType,
  label: string,
): Promise<Baseline> {
  const before = await hotCounters(url, hot.ticketTypeId);
  // Dead versions of the hot row left by an earlier load would slow this one down.
  await withClient(url, (client) => client.query('vacuum (analyze) ticket_types'));
  process.stdout.write(`  pgbench, bare update (${label})`.padEnd(settings.labelWidth));
  const meter = await startCpuMeter({});
  try {
    const result = await runPgbench({
      pgbench: settings.pgbench,
      url,
      clients: settings.clients,
      threads: settings.threads,
      seconds: settings.seconds,
      script: `UPDATE ticket_types SET held = held + 1 WHERE id = ${hot.ticketTypeId} AND sold + held + 1 <= max_tickets;`,
    });
    const cpu = await meter.stop();
    console.log(
      `${Math.round(result.tps)} tps, latency mean ${result.latencyMeanMs?.toFixed(1) ?? '?'} ms, ` +
        `${result.transactions} transactions, ${result.failed} failed, machine busy ${cores(cpu.machineCores)}`,
    );
    return { label, result, cpu };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!settings.interrupted()) {
      console.log('FAILED');
      console.error(message);
    }
    return { label, error: message };
  } finally {
    await withClient(url, async (client) => {
      await client.query('update ticket_types set held = $2 where id = $1', [hot.ticketTypeId, before.held]);
      await client.query('vacuum (analyze) ticket_types');
    });
  }
}
