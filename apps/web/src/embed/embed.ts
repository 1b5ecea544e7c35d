// Issue 19 (ADR-027): the ticket widget script, served as /embed.js and built on its own
// (vite.embed.config.ts) as one small classic script with no framework. On an organizer's site it
// turns each `<div data-tiketi-event="{id}">` into a frame of /embed/event/{id} on the platform and
// sizes the frame to its content; inside that frame (the same file) it tells the parent its height.
import { FRAME, mountAll, reportHeight } from './embed-widget';

function start() {
  // The platform's origin is where this script came from; read before anything else runs.
  const script = document.currentScript as HTMLScriptElement | null;
  if (document.documentElement.hasAttribute(FRAME)) {
    reportHeight();
    return;
  }
  if (!script?.src) return;
  const origin = new URL(script.src).origin;
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => mountAll(origin), { once: true });
  } else {
    mountAll(origin);
  }
}

start();
