import { WEBHOOK_EVENTS, type WebhookEvent } from '@tiketi/contract/webhooks';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useCreateWebhook } from '../api/manage-webhooks';

export const EVENT_LABELS: Record<WebhookEvent, string> = {
  'order.paid': 'Order paid',
  'order.refunded': 'Order refunded',
  'order.cancelled': 'Order cancelled',
  'checkin.created': 'Ticket checked in',
  'event.published': 'Event published',
  'event.cancelled': 'Event cancelled',
};

/** Adds an endpoint: its URL and the events it receives; answers the new secret to show once. */
export function AddEndpointForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['order.paid']);
  const [alert, setAlert] = useState<AlertMessage | null>(null);

  const toggle = (event: WebhookEvent, isOn: boolean) =>
    setEvents((now) => (isOn ? [...now, event] : now.filter((other) => other !== event)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!url.trim()) return setAlert({ type: 'error', text: 'Enter the endpoint URL' });
    if (events.length === 0) return setAlert({ type: 'error', text: 'Choose at least one event' });
    setAlert(null);
    create.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (created) => {
          setUrl('');
          if (created) onCreated(created.secret);
        },
        onError: (error) => setAlert({ type: 'error', text: error.message }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert alert={alert} />
      <TextField
        label="Endpoint URL"
        hint="Where we send each event, as a signed POST request, e.g. https://example.com/webhooks"
        type="url"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        required
      />
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">Events</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((type) => (
            <CheckboxField
              key={type}
              label={EVENT_LABELS[type]}
              hint={type}
              checked={events.includes(type)}
              onChange={(isOn) => toggle(type, isOn)}
            />
          ))}
        </div>
      </fieldset>
      <Button type="submit" isBusy={create.isPending} busyLabel="Adding...">
        Add endpoint
      </Button>
    </form>
  );
}
