import { envelopeOf } from '@tiketi/contract/envelope';
import { eventIdParams } from '@tiketi/contract/events';
import {
  clientSalesSettings,
  clientSalesSettingsInput,
  salesSettings,
  salesSettingsInput,
} from '@tiketi/contract/sales-settings';
import type { AppInstance } from '../../app-types';
import { envelope } from '../../lib/envelope';
import { authHeaders as headers, organizerRoutes } from '../sessions';
import { getClientSales, getEventSales, putClientSales, putEventSales } from './settings';

const tags = ['sales settings'];

export function registerSalesSettingsRoutes(app: AppInstance) {
  const { deps } = app;
  organizerRoutes(app, (scope) => {
    scope.get(
      '/api/v1/event/:id/sales-settings',
      {
        schema: {
          tags,
          summary: "The event's fees, taxes and shared capacity",
          headers,
          params: eventIdParams,
          response: { 200: envelopeOf(salesSettings) },
        },
      },
      async (request) =>
        envelope(200, await getEventSales(deps, request.organizer, request.params.id), 'Sales settings'),
    );

    scope.put(
      '/api/v1/event/:id/sales-settings',
      {
        schema: {
          tags,
          summary: "Set the event's fees, taxes and shared capacity",
          headers,
          params: eventIdParams,
          body: salesSettingsInput,
          response: { 200: envelopeOf(salesSettings) },
        },
      },
      async (request) => {
        const saved = await putEventSales(deps, request.organizer, request.params.id, request.body);
        return envelope(200, saved, 'Sales settings saved');
      },
    );

    scope.get(
      '/api/v1/client/sales-settings',
      {
        schema: {
          tags,
          summary: "The organisation's default fees and taxes for new events",
          headers,
          response: { 200: envelopeOf(clientSalesSettings) },
        },
      },
      async (request) => envelope(200, await getClientSales(deps, request.organizer), 'Sales settings'),
    );

    scope.put(
      '/api/v1/client/sales-settings',
      {
        schema: {
          tags,
          summary: 'Set the default fees and taxes of new events (owner only)',
          headers,
          body: clientSalesSettingsInput,
          response: { 200: envelopeOf(clientSalesSettings) },
        },
      },
      async (request) =>
        envelope(200, await putClientSales(deps, request.organizer, request.body), 'Sales settings saved'),
    );
  });
}
