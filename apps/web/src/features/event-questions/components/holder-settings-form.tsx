import type { HolderFieldMode, HolderSettings } from '@tiketi/contract/questions';
import { instantToLocalTime, localTimeToInstant } from '@tiketi/contract/time-zones';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useSaveHolderSettings } from '../api/questions';
import { RadioGroup } from './choice-fields';

const MODES = [
  { value: 'off', label: 'Not asked' },
  { value: 'optional', label: 'Optional' },
  { value: 'required', label: 'Required' },
] as const satisfies readonly { value: HolderFieldMode; label: string }[];

interface HolderSettingsFormProps {
  eventId: number;
  /** The event's own zone: the date below is read in it. */
  timeZone: string;
  saved: HolderSettings;
}

/** Whether each ticket carries its holder's name and email, and until when buyers may correct names. */
export function HolderSettingsForm({ eventId, timeZone, saved }: HolderSettingsFormProps) {
  const save = useSaveHolderSettings(eventId);
  const [names, setNames] = useState<HolderFieldMode>(saved.ticket_names);
  const [emails, setEmails] = useState<HolderFieldMode>(saved.ticket_emails);
  const [until, setUntil] = useState(() =>
    saved.names_editable_until ? instantToLocalTime(saved.names_editable_until, timeZone) : '',
  );
  const [alert, setAlert] = useState<AlertMessage | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    let instant: string | null = null;
    if (until.trim() !== '') {
      const read = localTimeToInstant(until.trim(), timeZone);
      if (!read.ok) {
        setAlert({ type: 'error', text: read.message });
        return;
      }
      instant = read.instant.toISOString();
    }
    setAlert(null);
    save.mutate(
      { ticket_names: names, ticket_emails: emails, names_editable_until: instant },
      {
        onSuccess: () => setAlert({ type: 'success', text: 'Names and emails saved.' }),
        onError: (error) => setAlert({ type: 'error', text: error.message }),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Names and emails per ticket"
      className="space-y-5 rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-8"
    >
      <h2 className="text-lg font-bold text-slate-950">Names and emails per ticket</h2>
      <FormAlert alert={alert} />
      <RadioGroup legend="Name on each ticket" value={names} choices={MODES} onChange={setNames} />
      <RadioGroup legend="Email for each ticket" value={emails} choices={MODES} onChange={setEmails} />
      <TextField
        label="Buyers can correct names until"
        type="datetime-local"
        hint={`In the event's time zone (${timeZone}). Leave empty: until the event starts.`}
        value={until}
        onChange={(event) => setUntil(event.target.value)}
        containerClassName="sm:max-w-xs"
      />
      <div className="flex justify-end border-t border-slate-200 pt-5">
        <Button type="submit" isBusy={save.isPending} busyLabel="Saving…">
          Save names and emails
        </Button>
      </div>
    </form>
  );
}
