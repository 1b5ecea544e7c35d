// How every benchmark ends: its failures said, its resources cleaned up, its exit code.
import type { BenchDatabase } from './bench-database';
import { stopAllTargets } from './targets';

/** Prints the failures (real errors, never speed) and answers the exit code they call for. */
export function exitCodeOf(failures: string[], heading = 'FAILED'): number {
  if (failures.length === 0) return 0;
  console.error(`\n${heading}:\n  ${failures.join('\n  ')}`);
  return 1;
}

/**
 * Runs a benchmark's `main` and exits with its code: 1 when it threw (said unless the run was
 * interrupted, whose handler already spoke). Cleans up in every case first.
 */
export async function runBench(
  main: () => Promise<number>,
  cleanUp: () => Promise<void>,
  interrupted: () => boolean,
): Promise<never> {
  let exitCode = 1;
  try {
    exitCode = await main();
  } catch (error) {
    if (!interrupted()) console.error('\nBenchmark failed:', error);
    exitCode = 1;
  } finally {
    await cleanUp();
  }
  process.exit(exitCode);
}

/** Stops every server this run started, then drops its database; says what could not be done. */
export async function stopAndDrop(database: BenchDatabase | undefined): Promise<void> {
  await stopAllTargets().catch((error) => console.error('could not stop the servers:', error));
  if (!database) return;
  await database
    .drop()
    .then(() => console.log(`Dropped database ${database.name}.`))
    .catch((error) => console.error(`could not drop database ${database.name}:`, error));
}
