import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type Area, i18n, loadCatalog } from '@/lib/i18n/i18n';
import { sessionStore } from '@/lib/session';
import { server } from './server';

// jsdom has no modal dialogs or scrolling: the small part the screens use, so they render as in a browser.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
  this.dispatchEvent(new Event('close'));
};
window.scrollTo = () => undefined;

// A route's lazy chunk is compiled on its first visit in a run, which can take a few seconds.
configure({ asyncUtilTimeout: 5000 });

// Screens render in English, every catalog at hand, as before issue 19: a test of another language
// switches to it (and waits for its catalogs); each test starts again in English.
beforeAll(async () => {
  const areas = Object.keys(import.meta.glob('../locales/en/*.json')).map(
    (path) => path.replace(/^.*\/([\w-]+)\.json$/, '$1') as Area,
  );
  await Promise.all(areas.map((area) => loadCatalog('en', area)));
});

// A call no handler answers fails the test: every screen test names the calls it expects.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sessionStore.clear();
  window.localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: clears the remembered language between tests
  document.cookie = 'tiketi_lang=; path=/; max-age=0';
  if (i18n.locale !== 'en') i18n.activate('en', ['en-US']);
});
afterAll(() => server.close());
