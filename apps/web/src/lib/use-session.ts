import { useSyncExternalStore } from 'react';
import { type SessionState, sessionStore } from './session';

const identity = (state: SessionState) => state;

/** The whole session, or a slice of it; re-renders only when the selected value changes. */
export function useSession(): SessionState;
export function useSession<T>(select: (state: SessionState) => T): T;
export function useSession<T>(select?: (state: SessionState) => T): T | SessionState {
  const pick: (state: SessionState) => T | SessionState = select ?? identity;
  const getSnapshot = () => pick(sessionStore.get());
  return useSyncExternalStore(sessionStore.subscribe, getSnapshot, getSnapshot);
}
