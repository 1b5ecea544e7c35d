/**
 * Work the answer must not wait for, e.g. mailing a recovery code only when the account exists:
 * answering first keeps the time taken the same either way. Failures are logged, and
 * `settleBackgroundWork` lets a closing server (and tests) wait for what is still to run.
 */
const running = new Set<Promise<void>>();

/**
 * Runs `work` once `answered` resolves, on a later turn of the event loop, and counts it as
 * running from now on, so that `settleBackgroundWork` also waits for work not yet started.
 */
export function inBackground(
  answered: Promise<void>,
  work: () => Promise<void>,
  log: (error: unknown) => void,
): void {
  const task = answered
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(work)
    .catch(log)
    .finally(() => running.delete(task));
  running.add(task);
}

export async function settleBackgroundWork(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}
