import { eTicketList } from '@tiketi/contract/e-tickets';
import { envelopeOf } from '@tiketi/contract/envelope';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { notFound } from '../../lib/app-error';
import { envelope } from '../../lib/envelope';
import { authHeaders as headers, signedInRoutes } from '../sessions';
import { createLinkKeySource } from './link-key';
import { listETickets, renderAdmissionQr, renderBookingPdf } from './service';

const tags = ['e-tickets'];
const NOT_FOUND = 'E-ticket not found';

// Loose on purpose: a malformed link is answered 404 like any other link that does not open.
const reference = z.string().max(64);
const signedQuery = z.object({
  exp: z.string().max(20).optional().describe('Expiry (unix seconds), as issued'),
  sig: z.string().max(100).optional().describe('Signature, as issued'),
});

function readSigned(query: z.infer<typeof signedQuery>) {
  if (!query.exp || !query.sig || !/^\d{1,12}$/.test(query.exp)) throw notFound(NOT_FOUND);
  return { exp: Number(query.exp), sig: query.sig };
}

/** Responses people must not share through caches, indexes or Referer headers. */
function privately(reply: FastifyReply) {
  return reply
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex');
}

export function registerETicketRoutes(app: AppInstance) {
  const { deps } = app;
  const linkKey = createLinkKeySource(deps);

  signedInRoutes(app, (scope) => {
    scope.get(
      '/api/v1/tickets/view',
      {
        schema: {
          tags,
          summary: "The signed-in person's e-tickets: one per paid booking, a QR per admission",
          description:
            'Sends no identifier: the session decides whose tickets these are. code_link and link are signed URLs that expire (links_expire_at).',
          headers,
          response: { 200: envelopeOf(eTicketList) },
        },
      },
      async (request, reply) => {
        const list = await listETickets(deps, request.signedIn, linkKey);
        return reply.header('cache-control', 'no-store').send(envelope(200, list, 'E-tickets'));
      },
    );
  });

  app.get(
    '/api/v1/tickets/:reference/qr/:file',
    {
      schema: {
        tags,
        summary: "One admission's QR code as a PNG (signed link from the e-ticket list)",
        params: z.object({ reference, file: z.string().max(20).describe('{admission number}.png') }),
        querystring: signedQuery,
      },
    },
    async (request, reply) => {
      const match = /^([1-9]\d{0,3})\.png$/.exec(request.params.file);
      if (!match) throw notFound(NOT_FOUND);
      const signed = readSigned(request.query);
      const png = await renderAdmissionQr(deps, linkKey, {
        reference: request.params.reference,
        number: Number(match[1]),
        ...signed,
      });
      const maxAge = Math.max(0, signed.exp - Math.floor(Date.now() / 1000));
      return privately(reply)
        .type('image/png')
        .header('cache-control', `private, max-age=${maxAge}`)
        .send(png);
    },
  );

  app.get(
    '/api/v1/tickets/:reference/e-ticket.pdf',
    {
      schema: {
        tags,
        summary: 'The booking’s PDF e-ticket, a page per admission (signed link from the e-ticket list)',
        params: z.object({ reference }),
        querystring: signedQuery,
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await renderBookingPdf(deps, linkKey, {
        reference: request.params.reference,
        ...readSigned(request.query),
      });
      return privately(reply)
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
