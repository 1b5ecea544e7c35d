import { envelopeOf } from '@tiketi/contract/envelope';
import { orderDetail, orderParams } from '@tiketi/contract/orders';
import { answersCorrectionInput, holderNames, holderNamesInput } from '@tiketi/contract/questions';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { envelope } from '../../lib/envelope';
import { authHeaders as headers, organizerRoutes, signedInRoutes } from '../sessions';
import { correctOrderAnswers } from './correct-answers';
import { correctHolderNames } from './holder-names';

/**
 * Issue 16's corrections: the organizer's of an order's answers and holders (any member of the
 * organisation, as buyer corrections), and the buyer's of their own tickets' names.
 */
export function registerCorrectionRoutes(app: AppInstance) {
  const { deps } = app;

  organizerRoutes(app, (scope) => {
    scope.put(
      '/api/v1/orders/:reference/answers',
      {
        schema: {
          tags: ['orders'],
          summary: 'Correct the order’s answers and its tickets’ holders; each change is on the timeline',
          headers,
          params: orderParams,
          body: answersCorrectionInput,
          response: { 200: envelopeOf(orderDetail) },
        },
      },
      async (request) => {
        const { reference } = request.params;
        const { detail, changed } = await correctOrderAnswers(
          deps,
          request.organizer,
          reference,
          request.body,
        );
        return envelope(200, detail, changed ? 'Answers saved' : 'Nothing to change');
      },
    );
  });

  signedInRoutes(app, (scope) => {
    scope.put(
      '/api/v1/tickets/:booking_id/holders',
      {
        schema: {
          tags: ['e-tickets'],
          summary:
            'The buyer corrects their tickets’ names (and emails, when asked) until the organizer’s date',
          headers,
          params: z.object({ booking_id: z.string().max(64) }),
          body: holderNamesInput,
          response: { 200: envelopeOf(holderNames) },
        },
      },
      async (request) => {
        const { holders, changed } = await correctHolderNames(
          deps,
          request.signedIn,
          request.params.booking_id,
          request.body,
        );
        return envelope(200, holders, changed ? 'Ticket names saved' : 'Nothing to change');
      },
    );
  });
}
