import { AppError } from '../../lib/app-error';
import { IdentityError } from '../../providers/identity/identity-error';

export const SIGN_IN_REFUSED =
  'We could not verify your sign-in with the identity provider. Please try again.';
export const PROVIDER_UNAVAILABLE =
  'The identity provider could not be reached. Please try again in a moment.';

/** What a caller sees of an identity provider failure; the detail stays in the log (error's cause). */
export function identityFailure(error: unknown): Error {
  if (error instanceof AppError) return error;
  if (!(error instanceof IdentityError)) return error instanceof Error ? error : new Error(String(error));
  const failure =
    error.reason === 'unavailable'
      ? new AppError('UNAVAILABLE', PROVIDER_UNAVAILABLE)
      : new AppError('UNAUTHORIZED', SIGN_IN_REFUSED);
  return Object.assign(failure, { cause: error });
}
