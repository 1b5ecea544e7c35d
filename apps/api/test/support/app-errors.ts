import { AppError } from '../../src/lib/app-error';

/** The AppError a promise rejects with; fails the test when it resolves or rejects with anything else. */
export async function rejectionOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

/** The AppError a call throws; fails the test when it returns or throws anything else. */
export function thrownBy(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}
