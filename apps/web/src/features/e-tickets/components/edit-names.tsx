import type { ETicket } from '@tiketi/contract/e-tickets';
import { holderNamesInput } from '@tiketi/contract/questions';
import { formatZonedTime } from '@tiketi/contract/time-zones';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useUpdateHolders } from '../api/update-holders';

/** Whether the buyer may still correct this booking's names (the organizer's date is ahead). */
export const namesEditable = (ticket: ETicket, now = Date.now()) =>
  ticket.names_editable_until !== null && Date.parse(ticket.names_editable_until) > now;

/**
 * Issue 16: 'Edit names', one field per admission; only the names that changed are sent, and each
 * change lands on the order's timeline.
 */
export function EditNames({ ticket }: { ticket: ETicket }) {
  const update = useUpdateHolders(ticket.booking.booking_id);
  const [isOpen, setOpen] = useState(false);
  const [names, setNames] = useState<string[]>(() => ticket.admissions.map((a) => a.holder_name));
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const until = ticket.names_editable_until;
  if (!until) return null;
  const untilLine = `You can change names until ${formatZonedTime(until, ticket.time_zone, { year: true })}.`;

  const open = () => {
    setNames(ticket.admissions.map((a) => a.holder_name));
    setAlert(null);
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const holders = ticket.admissions
      .map((admission, index) => ({ number: admission.number, name: names[index] ?? '' }))
      .filter((holder, index) => holder.name.trim() !== ticket.admissions[index]?.holder_name);
    const parsed = holderNamesInput.safeParse({ holders });
    if (holders.length === 0 || !parsed.success) {
      setAlert({
        type: 'error',
        text:
          holders.length === 0
            ? 'Nothing changed. Correct a name first.'
            : (parsed.error?.issues[0]?.message ?? 'Check the names'),
      });
      return;
    }
    setAlert(null);
    update.mutate(parsed.data, {
      onSuccess: () => {
        setOpen(false);
        setAlert({ type: 'success', text: 'Names saved.' });
      },
      onError: (error) => setAlert({ type: 'error', text: error.message }),
    });
  };

  if (!isOpen) {
    return (
      <div className="mt-6 space-y-2">
        <FormAlert alert={alert} />
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" size="sm" onClick={open}>
            Edit names <span className="sr-only">on the tickets for {ticket.title}</span>
          </Button>
          <p className="text-xs text-slate-600">{untilLine}</p>
        </div>
      </div>
    );
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Names on the tickets for ${ticket.title}`}
      className="mt-6 space-y-4 rounded-2xl bg-slate-50 p-4"
    >
      <p className="text-sm text-slate-700">{untilLine}</p>
      {ticket.admissions.map((admission, index) => (
        <TextField
          key={admission.number}
          label={`Name on admission ${admission.number} (${admission.name})`}
          autoComplete="off"
          maxLength={200}
          value={names[index] ?? ''}
          onChange={(change) =>
            setNames(names.map((name, at) => (at === index ? change.target.value : name)))
          }
        />
      ))}
      <FormAlert alert={alert} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={() => setOpen(false)} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" isBusy={update.isPending} busyLabel="Saving…">
          Save names
        </Button>
      </div>
    </form>
  );
}
