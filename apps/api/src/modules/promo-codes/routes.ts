import { envelopeOf } from '@tiketi/contract/envelope';
import { eventIdParams } from '@tiketi/contract/events';
import { appliedCode, codeLookupQuery, promoCode, promoCodeInput } from '@tiketi/contract/promo-codes';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { envelope } from '../../lib/envelope';
import { rateLimitAddress } from '../../lib/rate-limit';
import { authHeaders as headers, organizerRoutes } from '../sessions';
import { lookUpCode } from './lookup-code';
import { createCode, deleteCodeOf, listCodes, updateCodeOf } from './manage-codes';

const tags = ['promo codes'];
const codeParams = eventIdParams.extend({ codeId: eventIdParams.shape.id });

export function registerPromoCodeRoutes(app: AppInstance) {
  const { deps } = app;

  app.get(
    '/api/v1/event/:id/code',
    {
      schema: {
        tags,
        summary: 'Check a promo or access code for a published event, and what hidden tickets it unlocks',
        params: eventIdParams,
        querystring: codeLookupQuery,
        response: { 200: envelopeOf(appliedCode) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const applied = await lookUpCode(deps, id, request.query.code, rateLimitAddress(request.ip));
      return envelope(200, applied, 'Code applied');
    },
  );

  organizerRoutes(app, (scope) => {
    scope.get(
      '/api/v1/event/:id/promo-codes',
      {
        schema: {
          tags,
          summary: "The event's promo and access codes, with their uses and paid revenue",
          headers,
          params: eventIdParams,
          response: { 200: envelopeOf(z.array(promoCode)) },
        },
      },
      async (request) => envelope(200, await listCodes(deps, request.organizer, request.params.id), 'Codes'),
    );

    scope.post(
      '/api/v1/event/:id/promo-codes',
      {
        schema: {
          tags,
          summary: 'Add a promo or access code to the event',
          headers,
          params: eventIdParams,
          body: promoCodeInput,
          response: { 201: envelopeOf(promoCode) },
        },
      },
      async (request, reply) => {
        const created = await createCode(deps, request.organizer, request.params.id, request.body);
        return reply.code(201).send(envelope(201, created, 'Code created'));
      },
    );

    scope.put(
      '/api/v1/event/:id/promo-codes/:codeId',
      {
        schema: {
          tags,
          summary: 'Change a code; its limit cannot go below its uses',
          headers,
          params: codeParams,
          body: promoCodeInput,
          response: { 200: envelopeOf(promoCode) },
        },
      },
      async (request) => {
        const { id, codeId } = request.params;
        return envelope(
          200,
          await updateCodeOf(deps, request.organizer, id, codeId, request.body),
          'Code saved',
        );
      },
    );

    scope.delete(
      '/api/v1/event/:id/promo-codes/:codeId',
      {
        schema: {
          tags,
          summary: 'Delete a code no order ever used (deactivate a used one instead)',
          headers,
          params: codeParams,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        const { id, codeId } = request.params;
        await deleteCodeOf(deps, request.organizer, id, codeId);
        return envelope(200, null, 'Code deleted');
      },
    );
  });
}
