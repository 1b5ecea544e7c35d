import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { AppInstance } from '../app-types';

/**
 * Serves the built web app from the same port as the API. Hashed assets are cached for a year;
 * index.html is revalidated every time so a new release is picked up at once. Paths that are not
 * files get index.html, so the browser router can handle them (history mode). Browsers that accept
 * Brotli or gzip get the copies the build compressed beforehand (apps/web/vite.config.ts).
 */
export async function serveWeb(app: AppInstance, webDist: string): Promise<boolean> {
  if (!existsSync(join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, path) {
      res.header(
        'cache-control',
        path.includes('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
      );
    },
  });
  return true;
}

export function isPageRequest(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (/^\/(api|media|dev)\//.test(url) || url === '/healthz' || url === '/readyz') return false;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}
