import { CURRENCIES } from '@tiketi/contract/constants';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { TimeZoneField } from '@/components/time-zone-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useCategories } from '@/lib/catalog/get-categories';
import { useOrganizationZone } from '@/lib/organization-zone';
import { isInThePast } from '../lib/date-time-local';
import { checkBasicInformation } from '../lib/event-form';
import type { EventFlow, HeldEvent } from '../lib/held-event';
import { dropHeldEvent, patchHeldEvent } from '../lib/held-event-store';

type BasicField = 'title' | 'category_id' | 'currency' | 'time_zone' | 'start_time' | 'end_time' | 'location';

interface BasicInformationFormProps {
  flow: EventFlow;
  /** What the session holds, to prefill. */
  initial: HeldEvent;
  /** Where Save and continue goes (step 2) and where Discard goes. */
  nextTo: string;
  discardTo: string;
}

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

/**
 * Step 1 of create and edit (spec 2.11): title, category, currency, time zone, start and end,
 * location. What is typed is held in the session at once, so a reload or Back loses nothing.
 * Issue 16: start and end are the clock in the chosen zone, which starts on the organisation's.
 */
export function BasicInformationForm({ flow, initial, nextTo, discardTo }: BasicInformationFormProps) {
  const navigate = useNavigate();
  const categories = useCategories();
  const [form, setForm] = useState<Pick<HeldEvent, BasicField>>(() => ({
    title: initial.title,
    category_id: initial.category_id,
    currency: initial.currency || 'USD',
    time_zone: initial.time_zone,
    start_time: initial.start_time,
    end_time: initial.end_time,
    location: initial.location,
  }));
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const organizationZone = useOrganizationZone().data?.effective;

  const set = (name: BasicField, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    patchHeldEvent(flow, { [name]: value });
  };
  // A new event starts in the organisation's zone (the platform's when it has none); once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the zone's arrival matters, not later edits
  useEffect(() => {
    if (organizationZone && initial.time_zone === '') {
      setForm((current) =>
        current.time_zone === '' ? { ...current, time_zone: organizationZone } : current,
      );
      patchHeldEvent(flow, { time_zone: organizationZone });
    }
  }, [organizationZone]);

  const field = (name: BasicField) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkBasicInformation({ ...initial, ...form });
    if (!check.isValid) {
      setAlert({ type: 'error', text: check.message });
      return;
    }
    setAlert(null);
    patchHeldEvent(flow, form);
    navigate(nextTo);
  };

  const discard = () => {
    dropHeldEvent();
    navigate(discardTo);
  };

  const categoryOptions = [
    { value: '', label: categories.isPending ? 'Loading categories...' : 'Choose a category' },
    ...(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name })),
  ];

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Basic Information"
      className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-8"
    >
      <FormAlert alert={alert} className="mb-5" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Event Title"
          autoComplete="off"
          maxLength={200}
          required
          containerClassName="sm:col-span-2"
          {...field('title')}
        />
        <div>
          <Select
            label="Event category"
            value={form.category_id}
            options={categoryOptions}
            onChange={(value) => set('category_id', value)}
            disabled={categories.isPending}
          />
          {categories.isError && (
            <p className="mt-1.5 text-xs text-red-700">
              {categories.error.message}{' '}
              <button
                type="button"
                className="font-semibold underline underline-offset-2"
                onClick={() => categories.refetch()}
              >
                Try again
              </button>
            </p>
          )}
        </div>
        <Select
          label="Currency"
          value={form.currency}
          options={CURRENCY_OPTIONS}
          hint="Ticket prices are in this currency. It cannot change once tickets have been booked."
          onChange={(value) => set('currency', value)}
        />
        <TimeZoneField
          value={form.time_zone}
          onChange={(value) => set('time_zone', value)}
          required
          placeholder="Africa/Nairobi"
          hint="Type to search, e.g. Lisbon. Start and end are the clock in this zone; buyers see times in it."
          containerClassName="sm:col-span-2"
        />
        <TextField label="Start Date and Time" type="datetime-local" required {...field('start_time')} />
        <TextField
          label="End Date and Time"
          type="datetime-local"
          min={form.start_time || undefined}
          required
          {...field('end_time')}
        />
        {isInThePast(form.start_time, new Date(), form.time_zone) && (
          <Alert type="warning" className="sm:col-span-2">
            This start time is in the past. Check the date and time before you go on.
          </Alert>
        )}
        <TextField
          label="Location"
          autoComplete="off"
          maxLength={300}
          required
          hint="The venue and its address, or where to join online."
          containerClassName="sm:col-span-2"
          {...field('location')}
        />
      </div>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" size="lg" onClick={discard}>
          Discard
        </Button>
        <Button type="submit" size="lg">
          Save and continue
        </Button>
      </div>
    </form>
  );
}
