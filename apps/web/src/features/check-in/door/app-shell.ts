/**
 * The door as an installed app (ADR-022): the service worker that keeps the app shell for offline
 * starts is registered from the check-in screen once the device keeps a door list (downloaded now
 * or before), so the home page never loads this code and other screens' visits are untouched.
 */
const LAST_EVENT_KEY = 'tiketi.door-last-event';

export function registerDoorWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    console.warn('The offline app shell could not be installed', error);
  });
}

/** The event this device last checked in, where the installed app opens. */
export function rememberDoorEvent(eventId: number) {
  try {
    window.localStorage.setItem(LAST_EVENT_KEY, String(eventId));
  } catch {
    // Storage may be full or blocked; the app then opens on My Events.
  }
}

export function lastDoorEvent(): number | null {
  try {
    const value = Number(window.localStorage.getItem(LAST_EVENT_KEY));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}
