import { envelopeOf } from '@tiketi/contract/envelope';
import { contactMessageInput, subscribeInput } from '@tiketi/contract/marketing';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { envelope } from '../../lib/envelope';
import { rateLimitAddress } from '../../lib/rate-limit';
import {
  CONTACT_CONFIRMATION,
  SUBSCRIBE_CONFIRMATION,
  sendContactMessage,
  subscribeToNewsletter,
} from './service';

export function registerMarketingRoutes(app: AppInstance) {
  const { deps } = app;

  app.post(
    '/api/v1/contact',
    {
      schema: {
        tags: ['marketing'],
        summary: "Send a message to the platform's support team",
        body: contactMessageInput,
        response: { 201: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      await sendContactMessage(deps, request.body, rateLimitAddress(request.ip));
      return reply.code(201).send(envelope(201, null, CONTACT_CONFIRMATION));
    },
  );

  app.post(
    '/api/v1/newsletter/subscribe',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Join the mailing list',
        body: subscribeInput,
        response: { 201: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      await subscribeToNewsletter(deps, request.body, rateLimitAddress(request.ip));
      return reply.code(201).send(envelope(201, null, SUBSCRIBE_CONFIRMATION));
    },
  );
}
