import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
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
      res.header('cache-control', cacheControlOf(path, webDist));
    },
  });
  return true;
}

/**
 * Issue 19: the widget script keeps one address on other sites (`/embed.js`), so it cannot be
 * immutable; an hour, and a day more while a fresh copy is fetched, bounds how long a release takes
 * to reach them.
 */
export const EMBED_SCRIPT_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

function cacheControlOf(path: string, webDist: string): string {
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable';
  if (/^embed\.js(?:\.br|\.gz)?$/.test(relative(webDist, path))) return EMBED_SCRIPT_CACHE;
  return 'public, max-age=0, must-revalidate';
}

export function isPageRequest(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (/^\/(api|media|dev)\//.test(url) || url === '/healthz' || url === '/readyz') return false;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}
