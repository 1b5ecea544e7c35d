import type { AlertMessage } from '@/components/ui/form-alert';

/** Navigation state that carries a message to the next screen (forgot hands its answer to reset). */
export interface NoticeState {
  notice: AlertMessage;
}

/** The notice in a location's state, if it holds a well-formed one (history state can be anything). */
export function readNotice(state: unknown): AlertMessage | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const notice: unknown = state.notice;
  if (typeof notice !== 'object' || notice === null) return null;
  const { type, text } = notice as Record<string, unknown>;
  if ((type !== 'success' && type !== 'error') || typeof text !== 'string' || text.trim() === '') return null;
  return { type, text };
}
