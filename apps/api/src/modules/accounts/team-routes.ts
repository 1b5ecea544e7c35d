import { teammateParams } from '@tiketi/contract/accounts';
import { envelopeOf } from '@tiketi/contract/envelope';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { envelope } from '../../lib/envelope';
import { authHeaders as headers, organizerRoutes } from '../sessions';
import type { RequestContext } from './context';
import { removeTeammate, resendInvite } from './team';

const tags = ['accounts'];

/** The owner removes teammates and cancels or resends invitations (ADR-007). */
export function registerTeamRoutes(app: AppInstance, contextOf: (request: FastifyRequest) => RequestContext) {
  const { deps } = app;

  organizerRoutes(app, (scope) => {
    scope.delete(
      '/api/v1/admin/teammates/:id',
      {
        schema: {
          tags,
          summary: 'Remove a teammate or cancel an invitation (owner only); their sessions end at once',
          headers,
          params: teammateParams,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        const actor = request.organizer;
        return envelope(200, null, await removeTeammate(deps, actor, request.params.id));
      },
    );

    scope.post(
      '/api/v1/admin/teammates/:id/resend',
      {
        schema: {
          tags,
          summary: 'Send a pending invitation again with a new code (owner only)',
          headers,
          params: teammateParams,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        const actor = request.organizer;
        const message = await resendInvite(deps, actor, request.params.id, contextOf(request).origin);
        return envelope(200, null, message);
      },
    );
  });
}
