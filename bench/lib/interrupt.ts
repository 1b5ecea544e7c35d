/**
 * Runs `cleanUp` on SIGINT or SIGTERM (once, however many arrive), then exits with 130. Returns a
 * function that tells whether that has happened, so that errors caused by the clean-up itself (a
 * dropped database, a killed child) need not be reported.
 *
 * The listeners stay registered while it runs: under `npx tsx`, the tsx CLI sends Ctrl-C to the
 * script a second time when the script has not acknowledged the first within 30 ms (easily missed
 * by an event loop busy with a load test), and a signal arriving with no listener left ends the
 * process at once, before the database is dropped.
 */
export function onInterrupt(what: string, cleanUp: () => Promise<void>): () => boolean {
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`\n${signal}: ${what}...`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
  return () => interrupted;
}
