import type { CheckInResult } from '@tiketi/contract/check-in';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';

/** 'Undo this check-in' under a Valid answer, for a scan admitted by mistake (online only). */
export function UndoLast(props: {
  result: CheckInResult;
  onUndo: (target: { booking_id: string; number: number }) => Promise<void>;
}) {
  const [state, setState] = useState<{ busy: boolean; message: string; done: boolean }>({
    busy: false,
    message: '',
    done: false,
  });
  const { booking_id, ticket } = props.result;
  if (!booking_id || !ticket) return null;

  async function undo() {
    if (!booking_id || !ticket) return;
    setState({ busy: true, message: '', done: false });
    try {
      await props.onUndo({ booking_id, number: ticket.number });
      setState({ busy: false, message: 'Check-in undone. The log keeps both entries.', done: true });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'The check-in could not be undone.';
      setState({ busy: false, message, done: false });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      {!state.done && (
        <Button variant="outline" onClick={() => void undo()} isBusy={state.busy} busyLabel="Undoing...">
          Undo this check-in
        </Button>
      )}
      {state.message && (
        <p
          className={state.done ? 'text-sm text-slate-700' : 'text-sm font-semibold text-red-700'}
          role="alert"
        >
          {state.message}
        </p>
      )}
    </div>
  );
}
