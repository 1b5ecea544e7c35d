import { signedInUser } from '@tiketi/contract/accounts';
import { envelopeOf } from '@tiketi/contract/envelope';
import {
  twoFactorDisableInput,
  twoFactorEnableInput,
  twoFactorRecoveryCodes,
  twoFactorSetup,
  twoFactorStatus,
  twoFactorVerifyInput,
} from '@tiketi/contract/two-factor';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { envelope } from '../../lib/envelope';
import { authHeaders as headers, organizerRoutes } from '../sessions';
import type { RequestContext } from './context';
import {
  disableTwoFactor,
  enableTwoFactor,
  isTwoFactorEnabled,
  setUpTwoFactor,
  verifyChallenge,
} from './two-factor';

const tags = ['accounts'];

/** TOTP two-factor sign-in for organisers (ADR-015). */
export function registerTwoFactorRoutes(
  app: AppInstance,
  contextOf: (request: FastifyRequest) => RequestContext,
  signIn: (reply: FastifyReply, token: string) => FastifyReply,
) {
  const { deps } = app;

  organizerRoutes(app, (scope) => {
    scope.get(
      '/api/v1/auth/2fa',
      {
        schema: {
          tags,
          summary: 'Whether two-factor sign-in is on',
          headers,
          response: { 200: envelopeOf(twoFactorStatus) },
        },
      },
      async (request) => {
        const actor = request.organizer;
        return envelope(
          200,
          { enabled: await isTwoFactorEnabled(deps.db, actor.user.id) },
          'Two-factor sign-in',
        );
      },
    );

    scope.post(
      '/api/v1/auth/2fa/setup',
      {
        schema: {
          tags,
          summary: 'A new TOTP secret to scan',
          headers,
          response: { 200: envelopeOf(twoFactorSetup) },
        },
      },
      async (request) => {
        const actor = request.organizer;
        return envelope(
          200,
          await setUpTwoFactor(deps, actor),
          'Scan the QR code with your authenticator app.',
        );
      },
    );

    scope.post(
      '/api/v1/auth/2fa/enable',
      {
        schema: {
          tags,
          summary: 'Turn two-factor sign-in on with a code; answers the recovery codes once',
          headers,
          body: twoFactorEnableInput,
          response: { 200: envelopeOf(twoFactorRecoveryCodes) },
        },
      },
      async (request) => {
        const actor = request.organizer;
        const codes = await enableTwoFactor(deps, actor, request.body);
        return envelope(200, { recovery_codes: codes }, 'Two-factor sign-in is on.');
      },
    );

    scope.post(
      '/api/v1/auth/2fa/disable',
      {
        schema: {
          tags,
          summary: 'Turn two-factor sign-in off with the password or a code',
          headers,
          body: twoFactorDisableInput,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        const actor = request.organizer;
        await disableTwoFactor(deps, actor, request.body);
        return envelope(200, null, 'Two-factor sign-in is off.');
      },
    );
  });

  app.post(
    '/api/v1/auth/2fa/verify',
    {
      schema: {
        tags,
        summary: "The 'Two-factor code' step after the password",
        body: twoFactorVerifyInput,
        response: { 200: envelopeOf(signedInUser) },
      },
    },
    async (request, reply) => {
      const { token, user } = await verifyChallenge(deps, request.body, contextOf(request));
      return signIn(reply, token).send(envelope(200, user, 'Signed in.'));
    },
  );
}
