import { EVENT_STATUS } from '@tiketi/contract/constants';
import { CANCEL_MESSAGE_MAX, cancelEventInput } from '@tiketi/contract/event-operations';
import { type FormEvent, useState } from 'react';
import { ActionDialog, DialogActions } from '@/components/ui/action-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-field';
import { useOrganizerEvent } from '@/lib/organizer-event';
import { useCancelEvent } from '../api/event-cancellation';
import { CancellationProgress } from './cancellation-progress';

const SECTION = 'rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-8';

function CancelEventDialog({ eventId, onClose }: { eventId: number; onClose: () => void }) {
  const cancel = useCancelEvent(eventId);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    // The call goes on either way; closing mid-call would hide its answer.
    if (!cancel.isPending) onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (cancel.isPending) return;
    const check = cancelEventInput.safeParse({ message });
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? 'Write a message to ticket holders');
      return;
    }
    setError(null);
    cancel.mutate(check.data.message, {
      onSuccess: onClose,
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <ActionDialog open onClose={close} title="Cancel this event?">
      <form onSubmit={submit} noValidate aria-label="Cancel event" aria-busy={cancel.isPending || undefined}>
        <p className="text-sm">
          Tickets go off sale now and every paid order is refunded. This cannot be undone.
        </p>
        {error && (
          <Alert type="error" className="mt-4">
            {error}
          </Alert>
        )}
        <TextAreaField
          label="Message to ticket holders"
          required
          rows={5}
          maxLength={CANCEL_MESSAGE_MAX}
          hint={`Sent to everyone with a ticket. ${message.length} of ${CANCEL_MESSAGE_MAX} characters.`}
          containerClassName="mt-4"
          value={message}
          onChange={(change) => setMessage(change.target.value)}
        />
        <DialogActions>
          <Button variant="outline" onClick={close} disabled={cancel.isPending}>
            Keep event
          </Button>
          <Button type="submit" variant="danger" isBusy={cancel.isPending} busyLabel="Cancelling...">
            Cancel event
          </Button>
        </DialogActions>
      </form>
    </ActionDialog>
  );
}

/**
 * Issue 14, on the edit screen: a published event can be cancelled (off sale at once, paid orders
 * refunded in the background, every ticket holder told); a cancelled one shows how far the refunds are.
 */
export function CancelEventSection({ eventId }: { eventId: number }) {
  const event = useOrganizerEvent(eventId);
  const [isDialogOpen, setDialogOpen] = useState(false);
  // The event status section beside it already says when the event could not be read.
  if (!event.data) return null;

  if (event.data.status === EVENT_STATUS.cancelled) {
    return (
      <section aria-labelledby="cancelled-title" className={SECTION}>
        <h2 id="cancelled-title" className="text-lg font-bold text-red-800">
          Cancelled
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          This event is off sale and its page says it was cancelled. Every ticket holder gets your message.
        </p>
        <CancellationProgress eventId={eventId} />
      </section>
    );
  }
  if (event.data.status !== EVENT_STATUS.published) return null;

  return (
    <section aria-labelledby="cancel-event-title" className={SECTION}>
      <h2 id="cancel-event-title" className="text-lg font-bold text-slate-950">
        Cancel event
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Cancelling takes the event off sale at once. Every paid order is refunded (M-Pesa orders are marked
        refund due, for you to pay back by hand), and every ticket holder gets the message you write.
      </p>
      <Button variant="danger" className="mt-4" onClick={() => setDialogOpen(true)}>
        Cancel event
      </Button>
      {isDialogOpen && <CancelEventDialog eventId={eventId} onClose={() => setDialogOpen(false)} />}
    </section>
  );
}
