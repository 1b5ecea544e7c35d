import {
  AUTH_HEADER,
  inviteTeammateInput,
  loginInput,
  organizationSelf,
  passwordForgotInput,
  passwordResetInput,
  registerOrganizerInput,
  signedInUser,
  teammate,
} from '@tiketi/contract/accounts';
import { envelopeOf, listOf } from '@tiketi/contract/envelope';
import { twoFactorChallenge } from '@tiketi/contract/two-factor';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { envelope } from '../../lib/envelope';
import { mailLinkWarning, originOf } from '../../lib/origin-of';
import { rateLimitAddress } from '../../lib/rate-limit';
import { authHeaders, organizerRoutes, signedInRoutes } from '../sessions';
import { inBackground, settleBackgroundWork } from './background';
import { forgotPassword } from './forgot-password';
import { inviteTeammate } from './invite-teammate';
import { listTeam } from './list-team';
import { login } from './login';
import { logout } from './logout';
import { getOrganizationSelf } from './organization-self';
import { registerOrganizer } from './register-organizer';
import { resetPassword } from './reset-password';
import { registerTeamRoutes } from './team-routes';
import { registerTwoFactorRoutes } from './two-factor-routes';

const tags = ['accounts'];

export function registerAccountRoutes(app: AppInstance) {
  const { deps } = app;
  const warning = mailLinkWarning(deps.config);
  if (warning) app.log.warn(warning);
  // Recovery mails are written after the answer: finish them before the database closes.
  app.addHook('onClose', () => settleBackgroundWork());
  const contextOf = (request: FastifyRequest) => ({
    ip: rateLimitAddress(request.ip),
    origin: originOf(request, deps.config),
  });
  const signIn = (reply: FastifyReply, token: string) =>
    reply.header(AUTH_HEADER, token).header('access-control-expose-headers', AUTH_HEADER);
  registerTwoFactorRoutes(app, contextOf, signIn);
  registerTeamRoutes(app, contextOf);

  app.post(
    '/api/v1/client/register',
    {
      schema: {
        tags,
        summary: 'Register an organiser account (host registration step 2)',
        body: registerOrganizerInput,
        response: { 201: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      await registerOrganizer(deps, request.body, contextOf(request));
      return reply
        .code(201)
        .send(
          envelope(
            201,
            null,
            'Registration successful. We have sent a verification code to your email address.',
          ),
        );
    },
  );

  app.post(
    '/api/v1/auth/password/reset',
    {
      schema: {
        tags,
        summary: 'Verify a code, set the password and sign in',
        body: passwordResetInput,
        response: { 200: envelopeOf(signedInUser) },
      },
    },
    async (request, reply) => {
      const { token, user } = await resetPassword(deps, request.body, contextOf(request));
      return signIn(reply, token).send(envelope(200, user, 'Your password is set and you are signed in.'));
    },
  );

  app.post(
    '/api/v1/auth/login',
    {
      schema: {
        tags,
        summary: 'Host sign-in with email or phone and password',
        body: loginInput,
        response: { 200: envelopeOf(signedInUser), 202: envelopeOf(twoFactorChallenge) },
      },
    },
    async (request, reply) => {
      const outcome = await login(deps, request.body, contextOf(request));
      if (outcome.kind === 'two-factor') {
        const challenge = { two_factor_token: outcome.challenge };
        return reply.code(202).send(envelope(202, challenge, 'Enter the code from your authenticator app.'));
      }
      return signIn(reply, outcome.token).send(envelope(200, outcome.user, 'Signed in.'));
    },
  );

  app.post(
    '/api/v1/auth/password/forgot',
    {
      schema: {
        tags,
        summary: 'Send a recovery code (the answer never tells whether the account exists)',
        body: passwordForgotInput,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const answered = new Promise<void>((resolve) => {
        reply.raw.once('finish', resolve);
        reply.raw.once('close', resolve);
      });
      const afterAnswer = (work: () => Promise<void>) =>
        inBackground(answered, work, (err) => request.log.error({ err }, 'sending a recovery code failed'));
      const message = await forgotPassword(deps, request.body, contextOf(request), afterAnswer);
      return envelope(200, null, message);
    },
  );

  signedInRoutes(app, (scope) => {
    scope.post(
      '/api/v1/auth/logout',
      {
        schema: {
          tags,
          summary: 'Sign out: the token stops working on the server',
          headers: authHeaders,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await logout(deps, request.signedIn);
        return envelope(200, null, 'Signed out.');
      },
    );
  });

  organizerRoutes(app, (scope) => {
    scope.get(
      '/api/v1/client/self',
      {
        schema: {
          tags,
          summary: "The signed-in organiser's organisation",
          headers: authHeaders,
          response: { 200: envelopeOf(organizationSelf) },
        },
      },
      async (request) => {
        const actor = request.organizer;
        return envelope(200, await getOrganizationSelf(deps, actor), 'Organisation');
      },
    );

    scope.get(
      '/api/v1/admin/view',
      {
        schema: {
          tags,
          summary: 'Teammates and pending invites of the organisation',
          headers: authHeaders,
          response: { 200: envelopeOf(listOf(teammate)) },
        },
      },
      async (request) => {
        const actor = request.organizer;
        const data = await listTeam(deps, actor);
        return envelope(200, { data, total: data.length }, 'Team');
      },
    );

    scope.post(
      '/api/v1/register',
      {
        schema: {
          tags,
          summary: 'Invite a teammate (owner only)',
          headers: authHeaders,
          body: inviteTeammateInput,
          response: { 201: envelopeOf(z.null()) },
        },
      },
      async (request, reply) => {
        const actor = request.organizer;
        const message = await inviteTeammate(deps, actor, request.body, contextOf(request));
        return reply.code(201).send(envelope(201, null, message));
      },
    );
  });
}
