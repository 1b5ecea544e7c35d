import type { CompleteSignInInput } from '@tiketi/contract/attendee-sign-in';
import type { AppDeps } from '../../app-types';
import { AppError } from '../../lib/app-error';
import { enforceRateLimit } from '../../lib/rate-limit';
import { isSameSecret, sha256 } from '../../lib/secrets';
import type { IdentityProvider } from '../../providers/identity/identity-provider';
import { takeFlow } from './flow-queries';
import { identityFailure } from './identity-failure';
import { type AttendeeSignIn, signInAttendee } from './sign-in-attendee';

const FLOW_GONE = 'This sign-in has expired or was already used. Please choose Sign In with Google again.';
const OTHER_BROWSER = 'This sign-in was started in another browser. Please choose Sign In with Google again.';

export interface CompleteSignInOptions {
  input: CompleteSignInInput;
  origin: string;
  ip: string;
  /** The binding cookie's value ('' when the browser sent none). */
  browserKey: string;
}

/**
 * Finishes a flow on the browser's return: takes the flow of this state (one use, 10 minutes),
 * checks it belongs to this browser and screen, lets the provider exchange the code and verify
 * the ID token, then signs the attendee in.
 */
export async function completeSignIn(
  deps: Pick<AppDeps, 'db' | 'config'>,
  identity: IdentityProvider,
  options: CompleteSignInOptions,
): Promise<AttendeeSignIn> {
  await enforceRateLimit(deps.db, {
    key: `oidc-callback:ip:${options.ip}`,
    limit: 60,
    windowSeconds: 15 * 60,
    message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  });
  const { input } = options;
  const flow = await takeFlow(deps.db, sha256(input.state));
  if (!flow || flow.issuer !== identity.issuer) throw new AppError('BAD_REQUEST', FLOW_GONE);
  if (!options.browserKey || !isSameSecret(sha256(options.browserKey), flow.browserHash)) {
    throw new AppError('BAD_REQUEST', OTHER_BROWSER);
  }
  if (flow.redirectUri !== `${options.origin}${input.redirect}`) throw new AppError('BAD_REQUEST', FLOW_GONE);

  const callbackUrl = new URL(flow.redirectUri);
  callbackUrl.searchParams.set('code', input.code);
  callbackUrl.searchParams.set('state', input.state);
  if (input.iss) callbackUrl.searchParams.set('iss', input.iss);
  let verified: Awaited<ReturnType<IdentityProvider['redeemCode']>>;
  try {
    verified = await identity.redeemCode({
      callbackUrl,
      state: input.state,
      nonce: flow.nonce,
      codeVerifier: flow.codeVerifier,
    });
  } catch (error) {
    throw identityFailure(error);
  }
  return signInAttendee(deps, verified);
}
