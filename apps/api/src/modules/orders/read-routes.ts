import { envelopeOf } from '@tiketi/contract/envelope';
import { teamSettings } from '@tiketi/contract/event-operations';
import { eventIdParams } from '@tiketi/contract/events';
import { orderDetail, orderList, orderParams, orderQuery, updateBuyerInput } from '@tiketi/contract/orders';
import type { AppInstance } from '../../app-types';
import { envelope } from '../../lib/envelope';
import { originOf } from '../../lib/origin-of';
import { authHeaders as headers, organizerRoutes } from '../sessions';
import { exportOrdersCsv, listOrders } from './list-orders';
import { getOrderDetail } from './order-detail';
import { resendTickets } from './resend';
import { getTeamSettings, updateTeamSettings } from './team-settings';
import { updateBuyer } from './update-buyer';

const tags = ['orders'];

/**
 * Orders as the organisation sees them (issue 14): the list, its CSV, one order's detail, buyer
 * corrections and resends, for the owner and every teammate; and the team's refund setting.
 */
export function registerOrderReadRoutes(app: AppInstance) {
  const { deps } = app;
  organizerRoutes(app, (scope) => {
    scope.get(
      '/api/v1/event/:id/orders',
      {
        schema: {
          tags,
          summary:
            'An event’s orders in every state, newest first: filter by status and method, search, pages',
          headers,
          params: eventIdParams,
          querystring: orderQuery,
          response: { 200: envelopeOf(orderList) },
        },
      },
      async (request, reply) => {
        const list = await listOrders(deps, request.organizer, request.params.id, request.query);
        return reply.header('cache-control', 'private, no-store').send(envelope(200, list, 'Orders'));
      },
    );

    scope.get(
      '/api/v1/event/:id/orders.csv',
      {
        schema: {
          tags,
          summary: 'Every order the same filters find, as CSV (formula-safe cells, UTF-8 with BOM)',
          headers,
          params: eventIdParams,
          querystring: orderQuery,
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { csv, filename } = await exportOrdersCsv(deps, request.organizer, id, request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(csv);
      },
    );

    scope.get(
      '/api/v1/orders/:reference',
      {
        schema: {
          tags,
          summary: 'One order: buyer, seat lines, money, admissions and its timeline',
          headers,
          params: orderParams,
          response: { 200: envelopeOf(orderDetail) },
        },
      },
      async (request, reply) => {
        const detail = await getOrderDetail(
          deps.db,
          request.organizer,
          request.params.reference,
          deps.config.timeZone,
        );
        return reply.header('cache-control', 'private, no-store').send(envelope(200, detail, 'Order'));
      },
    );

    scope.put(
      '/api/v1/orders/:reference',
      {
        schema: {
          tags,
          summary: 'Correct the buyer’s name, email or phone; the change is on the timeline',
          headers,
          params: orderParams,
          body: updateBuyerInput,
          response: { 200: envelopeOf(orderDetail) },
        },
      },
      async (request) => {
        const { reference } = request.params;
        const { detail, changed } = await updateBuyer(deps, request.organizer, reference, request.body);
        return envelope(200, detail, changed ? 'Buyer details saved' : 'Nothing to change');
      },
    );

    scope.post(
      '/api/v1/orders/:reference/resend',
      {
        schema: {
          tags,
          summary: 'Send the confirmation and e-tickets again to the buyer’s email (5 an hour)',
          headers,
          params: orderParams,
          response: { 200: envelopeOf(orderDetail) },
        },
      },
      async (request) => {
        const { reference } = request.params;
        const origin = originOf(request, deps.config);
        const detail = await resendTickets(deps, request.organizer, reference, origin);
        return envelope(200, detail, `Tickets sent again to ${detail.buyer_email}`);
      },
    );

    scope.get(
      '/api/v1/client/team/settings',
      {
        schema: {
          tags,
          summary: 'What teammates may do: refund and cancel orders and events, or not',
          headers,
          response: { 200: envelopeOf(teamSettings) },
        },
      },
      async (request) => envelope(200, await getTeamSettings(deps, request.organizer), 'Team settings'),
    );

    scope.put(
      '/api/v1/client/team/settings',
      {
        schema: {
          tags,
          summary: 'Let teammates refund and cancel (owner only)',
          headers,
          body: teamSettings,
          response: { 200: envelopeOf(teamSettings) },
        },
      },
      async (request) => {
        const settings = await updateTeamSettings(deps, request.organizer, request.body);
        return envelope(200, settings, 'Team settings saved');
      },
    );
  });
}
