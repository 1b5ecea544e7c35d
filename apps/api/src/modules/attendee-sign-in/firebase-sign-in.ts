import type { FirebaseSignInInput } from '@tiketi/contract/attendee-sign-in';
import type { AppDeps } from '../../app-types';
import { AppError } from '../../lib/app-error';
import { enforceRateLimit } from '../../lib/rate-limit';
import type { FirebaseTokenVerifier } from '../../providers/identity/firebase-token-verifier';
import { identityFailure } from './identity-failure';
import { type AttendeeSignIn, signInAttendee } from './sign-in-attendee';

export const FIREBASE_NOT_CONFIGURED = 'Firebase sign-in is not configured';

/**
 * `POST v1/auth/firebase` (spec 7) for clients that hold a Firebase ID token: the person comes
 * from the verified token only (spec decision #6), never from the payload's own fields.
 */
export async function firebaseSignIn(
  deps: Pick<AppDeps, 'db' | 'config'>,
  verifier: FirebaseTokenVerifier | null,
  options: { input: FirebaseSignInInput; ip: string },
): Promise<AttendeeSignIn> {
  if (!verifier) throw new AppError('UNAVAILABLE', FIREBASE_NOT_CONFIGURED);
  await enforceRateLimit(deps.db, {
    key: `firebase:ip:${options.ip}`,
    limit: 60,
    windowSeconds: 15 * 60,
    message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  });
  let identity: Awaited<ReturnType<FirebaseTokenVerifier['verify']>>;
  try {
    identity = await verifier.verify(options.input.id_token);
  } catch (error) {
    throw identityFailure(error);
  }
  return signInAttendee(deps, identity);
}
