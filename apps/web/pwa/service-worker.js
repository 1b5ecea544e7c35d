/**
 * The door app's service worker (issue 17, ADR-022). vite.config.ts (appShell) fills in the build's
 * files and a version made from their hashed names, so each release gets its own cache
 * ('tiketi-shell-<version>') and the old one is deleted once the new worker takes over.
 *
 * It keeps the app shell only: the built HTML, scripts, styles, icons and the QR decoder, so the
 * check-in screen opens with no network once this device has visited it. It never stores API or
 * media answers: the door list lives in IndexedDB, kept by the app, and every call goes to the
 * network as before.
 */
const VERSION = '__SHELL_VERSION__';
const SHELL = __SHELL_FILES__;
const CACHE = `tiketi-shell-${VERSION}`;
const SHELL_PATHS = new Set(SHELL);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('tiketi-shell-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (/^\/(api|media|dev)\//.test(url.pathname)) return;

  if (request.mode === 'navigate') {
    // The network first, so a new release shows at once; offline, the shell's index.html (the
    // router then draws the screen asked for).
    event.respondWith(
      fetch(request).catch(() =>
        caches
          .open(CACHE)
          .then((cache) => cache.match('/index.html'))
          .then((hit) => hit ?? Response.error()),
      ),
    );
    return;
  }
  if (SHELL_PATHS.has(url.pathname)) {
    event.respondWith(
      caches
        .open(CACHE)
        .then((cache) => cache.match(url.pathname))
        .then((hit) => hit ?? fetch(request)),
    );
  }
});
