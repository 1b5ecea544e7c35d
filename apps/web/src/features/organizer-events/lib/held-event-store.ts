import { useState } from 'react';
import { sessionStore } from '@/lib/session';
import {
  type EventFlow,
  emptyHeldEvent,
  type HeldEvent,
  holdEvent,
  readHeldEvent,
  readHeldEventOf,
} from './held-event';

/**
 * The event held for `flow` (session `event`) as it was when the screen opened, or null. A
 * snapshot on purpose: Discard and Finish Setup let go of it while navigating away, and the
 * screen must not react to that by redirecting somewhere else first.
 */
export function useHeldEventSnapshot(flow: EventFlow): HeldEvent | null {
  const [held] = useState(() => readHeldEventOf(sessionStore.get().event, flow));
  return held;
}

/** Merges `patch` into the held event of `flow`, starting a new one when none is held. */
export function patchHeldEvent(flow: EventFlow, patch: Partial<HeldEvent>): void {
  sessionStore.update((state) =>
    holdEvent({ ...(readHeldEventOf(state.event, flow) ?? emptyHeldEvent(flow)), ...patch, flow }),
  );
}

/** Replaces the held event (a card opened for editing). */
export function replaceHeldEvent(held: HeldEvent): void {
  sessionStore.update(holdEvent(held));
}

/** Discard, Finish Setup and a finished ticket update let go of the held event (only this feature's). */
export function dropHeldEvent(): void {
  sessionStore.update((state) => (readHeldEvent(state.event) ? { event: null } : {}));
}
