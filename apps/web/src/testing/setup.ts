import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
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

// A call no handler answers fails the test: every screen test names the calls it expects.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sessionStore.clear();
  window.localStorage.clear();
});
afterAll(() => server.close());
