import { EMBED_DEFAULT_ACCENT, isEmbedAccent, isEmbedEventId, isEmbedTheme } from '@tiketi/contract/embed';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../app-types';
import { AppError } from '../../lib/app-error';
import { publicCacheControl } from '../../lib/http-cache';
import { allowEmbedFraming } from '../../lib/security-headers';
import { getPublicEvent } from '../events';
import { type EmbedLook, type EmbedPage, renderEmbedMessage, renderEmbedPage } from './embed-page';

const DEFAULT_LOOK: EmbedLook = { theme: 'light', accent: EMBED_DEFAULT_ACCENT };

const NOT_AVAILABLE = {
  title: 'Event not available',
  text: 'This event does not exist, has not been published yet, or was removed by its organizer.',
};

/** The options of `?theme=dark&accent=%23ff6600`, or the reason they cannot be used. */
function lookOf(query: Record<string, unknown>): EmbedLook | string {
  const { theme = DEFAULT_LOOK.theme, accent = DEFAULT_LOOK.accent } = query;
  if (!isEmbedTheme(theme)) return 'The theme must be light or dark.';
  if (!isEmbedAccent(accent))
    return 'The accent colour must be written as # and six hex digits, such as #ff6600.';
  return { theme, accent: accent.toLowerCase() };
}

/**
 * Issue 19 (ADR-027): `GET /embed/event/{id}`, the ticket widget other sites frame, rendered here as
 * one small HTML page with no framework. The data is the public event page's (`getPublicEvent`):
 * published events only, hidden types left out, sale windows as the event page shows them.
 */
export function registerEmbedRoutes(app: AppInstance) {
  const { deps } = app;
  const cacheControl = publicCacheControl(deps.config.publicCacheTtlMs);

  const send = (reply: FastifyReply, status: number, page: EmbedPage, cache: string) => {
    allowEmbedFraming(reply, deps.config, [page.styleHash]);
    return reply.code(status).header('cache-control', cache).type('text/html; charset=utf-8').send(page.html);
  };

  app.get('/embed/event/:id', { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const look = lookOf(request.query as Record<string, unknown>);
    if (typeof look === 'string') {
      return send(reply, 400, renderEmbedMessage('Widget options not valid', look, DEFAULT_LOOK), 'no-cache');
    }
    const notAvailable = () =>
      send(reply, 404, renderEmbedMessage(NOT_AVAILABLE.title, NOT_AVAILABLE.text, look), 'no-cache');
    if (!isEmbedEventId(id)) return notAvailable();
    try {
      const event = await getPublicEvent(deps, Number(id));
      return send(
        reply,
        200,
        renderEmbedPage(event, look, { platformName: deps.config.platformName }),
        cacheControl,
      );
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return notAvailable();
      throw error;
    }
  });
}
