import type { AlertMessage } from '@/components/ui/form-alert';

/** Navigation state between the steps: the server's message to show, and the event just set up. */
export interface FlowState {
  notice?: AlertMessage;
  /** After Finish Setup, the new draft the dashboard offers to publish. */
  createdEventId?: number;
  /** The dashboard sent an organizer without events here (spec 2.11). */
  isFirstEvent?: boolean;
}

export interface ReadFlowState {
  notice: AlertMessage | null;
  createdEventId: number | null;
  isFirstEvent: boolean;
}

/** Reads a location's state; history state can be anything, so only well-formed parts count. */
export function readFlowState(state: unknown): ReadFlowState {
  const record = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const notice = record.notice as Record<string, unknown> | null | undefined;
  const isNotice =
    typeof notice === 'object' &&
    notice !== null &&
    (notice.type === 'success' || notice.type === 'error') &&
    typeof notice.text === 'string' &&
    notice.text.trim() !== '';
  const id = record.createdEventId;
  return {
    notice: isNotice ? { type: notice.type as 'success' | 'error', text: notice.text as string } : null,
    createdEventId: typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null,
    isFirstEvent: record.isFirstEvent === true,
  };
}
