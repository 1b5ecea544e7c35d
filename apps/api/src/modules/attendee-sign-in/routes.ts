import { AUTH_HEADER, signedInUser } from '@tiketi/contract/accounts';
import {
  completeSignInInput,
  firebaseSignInInput,
  startSignInInput,
  startSignInResult,
} from '@tiketi/contract/attendee-sign-in';
import { envelopeOf } from '@tiketi/contract/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types';
import { envelope } from '../../lib/envelope';
import { originOf } from '../../lib/origin-of';
import { rateLimitAddress } from '../../lib/rate-limit';
import type { FirebaseTokenVerifier } from '../../providers/identity/firebase-token-verifier';
import { IdentityError } from '../../providers/identity/identity-error';
import type { IdentityProvider } from '../../providers/identity/identity-provider';
import { clearBinding, readBinding, setBinding } from './browser-binding';
import { completeSignIn } from './complete-sign-in';
import { firebaseSignIn } from './firebase-sign-in';
import type { AttendeeSignIn } from './sign-in-attendee';
import { FLOW_MINUTES, startSignIn } from './start-sign-in';

const tags = ['attendee sign-in'];

/** The provider's own words stay in the log; the caller gets the plain message. */
function logRefusal(request: FastifyRequest) {
  return (error: unknown): never => {
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof IdentityError) {
      request.log.warn({ reason: cause.reason, detail: cause.message }, 'attendee sign-in refused');
    }
    throw error;
  };
}

function describe(signIn: AttendeeSignIn): string {
  if (signIn.linkedBookings === 0) return 'Signed in.';
  const bookings = signIn.linkedBookings === 1 ? '1 booking' : `${signIn.linkedBookings} bookings`;
  return `Signed in. ${bookings} you made as a guest with this email address are now in your account.`;
}

export function registerAttendeeSignInRoutes(
  app: AppInstance,
  options: { identity: IdentityProvider; firebase: FirebaseTokenVerifier | null },
) {
  const { deps } = app;
  const sendSignedIn = (reply: FastifyReply, signIn: AttendeeSignIn) =>
    reply
      .header(AUTH_HEADER, signIn.token)
      .header('access-control-expose-headers', AUTH_HEADER)
      .send(envelope(200, signIn.user, describe(signIn)));

  app.post(
    '/api/v1/auth/oidc/start',
    {
      schema: {
        tags,
        summary: "Start attendee sign-in ('Sign In with Google'): the provider's address to go to",
        description:
          'Authorization code flow with PKCE, state and nonce. The provider returns the browser to ' +
          '`redirect` (/login or /signup) with code and state, which go to POST v1/auth/oidc/callback ' +
          'within 10 minutes, from the same browser (an HttpOnly cookie ties the two).',
        body: startSignInInput,
        response: { 200: envelopeOf(startSignInResult) },
      },
    },
    async (request, reply) => {
      const { authorizationUrl, browserKey } = await startSignIn(deps, options.identity, {
        redirect: request.body.redirect,
        origin: originOf(request, deps.config),
        ip: rateLimitAddress(request.ip),
      }).catch(logRefusal(request));
      setBinding(reply, request, browserKey, FLOW_MINUTES * 60);
      return reply
        .header('cache-control', 'no-store')
        .send(envelope(200, { authorization_url: authorizationUrl }, 'Continue at the identity provider.'));
    },
  );

  app.post(
    '/api/v1/auth/oidc/callback',
    {
      schema: {
        tags,
        summary: 'Finish attendee sign-in: verify the return and sign in (session in the auth header)',
        description:
          'The ID token is verified (signature, iss, aud, exp, nonce). The attendee is found or created ' +
          'by issuer and subject; with an email the provider reports as verified, paid bookings made ' +
          'as a guest with that email move into the account.',
        body: completeSignInInput,
        response: { 200: envelopeOf(signedInUser) },
      },
    },
    async (request, reply) => {
      const browserKey = readBinding(request);
      clearBinding(reply, request);
      const signIn = await completeSignIn(deps, options.identity, {
        input: request.body,
        origin: originOf(request, deps.config),
        ip: rateLimitAddress(request.ip),
        browserKey,
      }).catch(logRefusal(request));
      return sendSignedIn(reply, signIn);
    },
  );

  app.post(
    '/api/v1/auth/firebase',
    {
      schema: {
        tags,
        summary: 'Social sign-in with a Firebase ID token (spec 7; the token is verified)',
        description:
          'The spec payload (firebaseUid, email, name, photoURL, providerId, phoneNumber) plus id_token. ' +
          'Only the verified token speaks: issuer https://securetoken.google.com/<project>, audience ' +
          'the project id, RS256 against Google keys. 503 when FIREBASE_PROJECT_ID is not set.',
        body: firebaseSignInInput,
        response: { 200: envelopeOf(signedInUser) },
      },
    },
    async (request, reply) => {
      const signIn = await firebaseSignIn(deps, options.firebase, {
        input: request.body,
        ip: rateLimitAddress(request.ip),
      }).catch(logRefusal(request));
      return sendSignedIn(reply, signIn);
    },
  );
}
