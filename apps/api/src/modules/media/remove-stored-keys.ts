import type { Storage } from '../../providers/storage/storage';

/**
 * Best-effort removal of objects written for a change that did not complete: a failed removal
 * must not hide the error that caused the clean-up.
 */
export async function removeStoredKeys(
  storage: Pick<Storage, 'remove'>,
  keys: readonly string[],
): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}
