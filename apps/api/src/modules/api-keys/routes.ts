import { apiKeyList, apiKeyParams, createApiKeyInput, createdApiKey } from '@tiketi/contract/api-keys';
import { envelopeOf } from '@tiketi/contract/envelope';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { envelope } from '../../lib/envelope';
import { authHeaders as headers, organizerRoutes } from '../sessions';
import { createApiKey, listApiKeys, revokeApiKey } from './manage-keys';

const tags = ['api-keys'];
const OWNER_ONLY =
  'The organisation owner only, signed in: teammates get 403, and so does a call made with an API key.';

/** Issue 19: the owner's API keys for the organisation (ADR-025). */
export function registerApiKeyRoutes(app: AppInstance) {
  const { deps } = app;

  organizerRoutes(app, (scope) => {
    scope.post(
      '/api/v1/client/api-keys',
      {
        schema: {
          tags,
          summary: 'Create an API key (read, or read and write); the key is answered this once only',
          description: OWNER_ONLY,
          headers,
          body: createApiKeyInput,
          response: { 201: envelopeOf(createdApiKey) },
        },
      },
      async (request, reply) => {
        const created = await createApiKey(deps, request.organizer, request.body);
        const said = 'API key created. Copy it now: it will not be shown again.';
        return reply.code(201).send(envelope(201, { data: created }, said));
      },
    );

    scope.get(
      '/api/v1/client/api-keys',
      {
        schema: {
          tags,
          summary: "The organisation's API keys, revoked ones too; never a key itself",
          description: OWNER_ONLY,
          headers,
          response: { 200: envelopeOf(apiKeyList) },
        },
      },
      async (request) => {
        const data = await listApiKeys(deps, request.organizer);
        return envelope(200, { data, total: data.length }, 'API keys');
      },
    );

    scope.delete(
      '/api/v1/client/api-keys/:id',
      {
        schema: {
          tags,
          summary: 'Revoke an API key: its next call answers 401',
          description: `${OWNER_ONLY} Another organisation's key is 404.`,
          headers,
          params: apiKeyParams,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => envelope(200, null, await revokeApiKey(deps, request.organizer, request.params.id)),
    );
  });
}
