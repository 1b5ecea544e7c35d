import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../providers/storage/storage';

/** Keys are random and never reused, so a browser or CDN may keep a response for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const notFoundBody = { status: 404, message: null, status_description: 'Image not found', code: 'NOT_FOUND' };

/** Serves stored images from local storage; with S3 the browser loads them from the bucket instead. */
export function registerMediaRoutes(app: FastifyInstance, deps: { storage: Storage }): void {
  if (deps.storage.kind !== 'local') return;
  app.get('/media/:key', async (request, reply) => {
    const { key } = request.params as { key?: unknown };
    // The storage refuses every key that is not one it could have made, `../` included.
    const object = typeof key === 'string' ? await deps.storage.read(key) : null;
    if (!object) return reply.code(404).send(notFoundBody);
    return reply
      .header('Content-Type', object.contentType)
      .header('Content-Length', object.size)
      .header('Cache-Control', IMMUTABLE)
      .header('X-Content-Type-Options', 'nosniff')
      .send(object.body);
  });
}
