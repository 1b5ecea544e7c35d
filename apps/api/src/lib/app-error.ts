import { type ErrorCode, errorStatus } from '@tiketi/contract/envelope';

/** The one error type services throw; the error handler maps its code to the HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Sent as Retry-After: the seconds a refused caller should wait (a rate limit's window end). */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
