import { TICKET_STATUS } from '@tiketi/contract/constants';
import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import type { SalesSettings } from '@tiketi/contract/sales-settings';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { FeesAndTaxesFields } from '@/components/fees-and-taxes-fields';
import { Button } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { EVENT_NOT_FOUND, LoadState, NotFound } from '@/components/ui/load-state';
import { TextField } from '@/components/ui/text-field';
import { exampleLine } from '@/lib/fees-and-taxes';
import { useOrganizerEvent } from '@/lib/organizer-event';
import { useSalesSettings, useSaveSalesSettings } from '../api/sales-settings';
import { EventScreenHeader } from '../components/event-screen-header';
import { parseEventId } from '../lib/event-id';
import {
  capacityUseLine,
  checkSalesSettings,
  type SalesSettingsValues,
  salesSettingsValuesOf,
} from '../lib/sales-settings-form';

interface SalesSettingsFormProps {
  event: OrganizerEvent;
  saved: SalesSettings;
}

function SalesSettingsForm({ event, saved }: SalesSettingsFormProps) {
  const save = useSaveSalesSettings(event.id);
  const [values, setValues] = useState<SalesSettingsValues>(() => salesSettingsValuesOf(saved));
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const change = (patch: Partial<SalesSettingsValues>) => setValues((current) => ({ ...current, ...patch }));
  // The example prices one ticket of the event's first type on sale, as a buyer would buy it.
  const first = event.tickets.find((ticket) => ticket.status === TICKET_STATUS.onSale);
  const example = first ? exampleLine(values, first.price_per_ticket, event.currency) : null;
  const used = capacityUseLine(saved);

  const submit = (submitEvent: FormEvent) => {
    submitEvent.preventDefault();
    if (save.isPending) return;
    const check = checkSalesSettings(values, event.currency);
    if (!check.isValid) {
      setAlert({ type: 'error', text: check.message });
      return;
    }
    setAlert(null);
    save.mutate(check.data, {
      onSuccess: (answer) => {
        setValues(salesSettingsValuesOf(answer));
        setAlert({ type: 'success', text: 'Fees and taxes saved.' });
      },
      onError: (error) => setAlert({ type: 'error', text: error.message }),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Fees and taxes"
      className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-8"
    >
      <FormAlert alert={alert} className="mb-6" />
      <div className="space-y-6">
        <div className="space-y-2">
          <TextField
            label="Shared capacity"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint="All ticket types draw on this total. Leave empty for none."
            value={values.capacity}
            onChange={(changeEvent) => change({ capacity: changeEvent.target.value })}
            containerClassName="sm:max-w-xs"
          />
          {used && <p className="text-sm text-slate-700">{used}</p>}
        </div>
        <FeesAndTaxesFields values={values} onChange={change} currency={event.currency} />
        <p
          className="rounded-2xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900"
          aria-live="polite"
        >
          {first
            ? (example ?? 'Fix the fields above to see what a ticket costs the buyer.')
            : 'Add a ticket type to see what a ticket costs the buyer.'}
        </p>
        <div className="flex justify-end border-t border-slate-200 pt-6">
          <Button type="submit" size="lg" isBusy={save.isPending} busyLabel="Saving…">
            Save
          </Button>
        </div>
      </div>
    </form>
  );
}

function SalesSettingsScreen({ eventId }: { eventId: number }) {
  const event = useOrganizerEvent(eventId);
  const settings = useSalesSettings(eventId);
  if (event.isPending || event.isError) {
    return <LoadState query={event} label="the event" notFound={EVENT_NOT_FOUND} />;
  }
  return (
    <div className="space-y-6">
      <EventScreenHeader title="Fees and taxes" event={event.data} current="sales-settings" />
      {settings.isPending || settings.isError ? (
        <LoadState query={settings} label="the fees and taxes" notFound={EVENT_NOT_FOUND} />
      ) : (
        <SalesSettingsForm event={event.data} saved={settings.data} />
      )}
    </div>
  );
}

/** Issue 15: an event's fees, taxes and shared capacity (organizer route /organizer/sales-settings/:id). */
export default function SalesSettingsRoute() {
  const eventId = parseEventId(useParams().id);
  if (eventId === null) return <NotFound {...EVENT_NOT_FOUND} />;
  return <SalesSettingsScreen key={eventId} eventId={eventId} />;
}
