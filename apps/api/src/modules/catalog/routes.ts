import { category, organizer } from '@tiketi/contract/catalog';
import { envelopeOf } from '@tiketi/contract/envelope';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { envelope } from '../../lib/envelope';
import { findCategories, findOrganizers } from './queries';

export function registerCatalogRoutes(app: AppInstance) {
  app.get(
    '/api/v1/client/category/view',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Event categories',
        response: { 200: envelopeOf(z.array(category)) },
      },
    },
    async () => envelope(200, await findCategories(app.deps.db), 'Categories'),
  );

  app.get(
    '/api/v1/client/view',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Organizers, for the public filter',
        response: { 200: envelopeOf(z.array(organizer)) },
      },
    },
    async () => envelope(200, await findOrganizers(app.deps.db), 'Organizers'),
  );
}
