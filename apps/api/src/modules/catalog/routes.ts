import { category, organizer, publicConfig } from '@tiketi/contract/catalog';
import { envelopeOf } from '@tiketi/contract/envelope';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { envelope } from '../../lib/envelope';
import { publicAnswers, publicCacheControl } from '../../lib/http-cache';
import { findCategories, findOrganizers } from './queries';

export function registerCatalogRoutes(app: AppInstance) {
  const publicAnswer = publicAnswers(publicCacheControl(app.deps.config.publicCacheTtlMs));
  app.get(
    '/api/v1/client/category/view',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Event categories',
        response: { 200: envelopeOf(z.array(category)) },
      },
      onSend: publicAnswer,
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
      onSend: publicAnswer,
    },
    async () => envelope(200, await findOrganizers(app.deps.db), 'Organizers'),
  );

  // The contact and privacy pages print the address contact mail really goes to.
  app.get(
    '/api/v1/config/public',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Public settings of this deployment, for the static pages',
        response: { 200: envelopeOf(publicConfig) },
      },
    },
    async () => envelope(200, { support_email: app.deps.config.supportEmail }, 'Public settings'),
  );
}
