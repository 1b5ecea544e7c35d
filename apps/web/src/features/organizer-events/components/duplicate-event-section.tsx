import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useDuplicateEvent } from '../api/duplicate-event';
import { heldEventFrom } from '../lib/held-event';
import { replaceHeldEvent } from '../lib/held-event-store';

/**
 * Issue 19, on the edit screen: 'Duplicate event' makes a new draft of this event and opens it for
 * editing (its dates first, most likely).
 */
export function DuplicateEventSection({ eventId }: { eventId: number }) {
  const duplicate = useDuplicateEvent(eventId);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const start = () => {
    if (duplicate.isPending) return;
    setError(null);
    duplicate.mutate(undefined, {
      onSuccess: (copy) => {
        replaceHeldEvent(heldEventFrom(copy));
        navigate(paths.organizer.editEvent(1), { state: { duplicatedFrom: eventId } });
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <section
      aria-labelledby={`duplicate-title-${eventId}`}
      className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id={`duplicate-title-${eventId}`} className="text-lg font-bold text-slate-950">
        Duplicate
      </h2>
      <p className="mt-3 text-sm text-slate-700">
        Make a new draft with this event's details, ticket types, questions, codes and fees. Nothing sold is
        copied. You can change the dates before you publish it.
      </p>
      {error && (
        <Alert type="error" className="mt-4">
          {error}
        </Alert>
      )}
      <Button
        variant="outline"
        className="mt-4"
        isBusy={duplicate.isPending}
        busyLabel="Duplicating..."
        onClick={start}
      >
        Duplicate event
      </Button>
    </section>
  );
}
