import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, messageInput } from '@tiketi/contract/event-operations';
import type { TicketType } from '@tiketi/contract/events';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { useSendMessage } from '../api/messages';
import { recipientsLine, remainingLine } from '../lib/message-wording';

type Audience = 'all' | 'types';

interface MessageFormProps {
  eventId: number;
  /** The event's ticket types, to send to the holders of some only. */
  ticketTypes: readonly Pick<TicketType, 'id' | 'name'>[];
  /** Messages still allowed today (none left, Send waits for tomorrow); null while unknown. */
  remainingToday: number | null;
}

const RADIO = 'size-5 shrink-0 accent-brand-700';

/**
 * Issue 14: a plain text message to the event's ticket holders, all of them or the holders of
 * chosen ticket types, within the day's cap. The server's answer (429 when the cap is reached) shows
 * above the fields.
 */
export function MessageForm({ eventId, ticketTypes, remainingToday }: MessageFormProps) {
  const send = useSendMessage(eventId);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [audience, setAudience] = useState<Audience>('all');
  const [chosen, setChosen] = useState<number[]>([]);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const remainingId = useId();
  const isUsedUp = remainingToday !== null && remainingToday <= 0;

  const toggle = (id: number, isChecked: boolean) =>
    setChosen((current) => (isChecked ? [...current, id] : current.filter((item) => item !== id)));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    if (audience === 'types' && chosen.length === 0) {
      setAlert({ type: 'error', text: 'Choose at least one ticket type, or send to all ticket holders' });
      return;
    }
    const check = messageInput.safeParse({
      subject,
      body,
      ticket_type_ids: audience === 'types' ? chosen : undefined,
    });
    if (!check.success) {
      setAlert({ type: 'error', text: check.error.issues[0]?.message ?? 'Check the message' });
      return;
    }
    setAlert(null);
    send.mutate(check.data, {
      onSuccess: (sent) => {
        setAlert({ type: 'success', text: `Message sent. ${recipientsLine(sent.recipients)}.` });
        setSubject('');
        setBody('');
        setAudience('all');
        setChosen([]);
      },
      onError: (error) => setAlert({ type: 'error', text: error.message }),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="New message"
      aria-busy={send.isPending || undefined}
      className="space-y-5"
    >
      <FormAlert alert={alert} />
      <TextField
        label="Subject"
        required
        autoComplete="off"
        maxLength={MESSAGE_SUBJECT_MAX}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
      />
      <TextAreaField
        label="Message"
        required
        rows={8}
        maxLength={MESSAGE_BODY_MAX}
        hint={`Plain text. ${body.length} of ${MESSAGE_BODY_MAX} characters.`}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-800">Send to</legend>
        <label className="flex items-center gap-3 text-sm text-slate-800">
          <input
            type="radio"
            name="audience"
            checked={audience === 'all'}
            onChange={() => setAudience('all')}
            className={RADIO}
          />
          All ticket holders
        </label>
        {ticketTypes.length > 0 && (
          <label className="flex items-center gap-3 text-sm text-slate-800">
            <input
              type="radio"
              name="audience"
              checked={audience === 'types'}
              onChange={() => setAudience('types')}
              className={RADIO}
            />
            Holders of these ticket types
          </label>
        )}
        {audience === 'types' && (
          <fieldset className="ml-8 space-y-2">
            <legend className="sr-only">Ticket types</legend>
            {ticketTypes.map((type) => (
              <label key={type.id} className="flex items-center gap-3 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={chosen.includes(type.id)}
                  onChange={(event) => toggle(type.id, event.target.checked)}
                  className={RADIO}
                />
                <span className="break-words">{type.name}</span>
              </label>
            ))}
          </fieldset>
        )}
      </fieldset>
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p id={remainingId} className="text-sm text-slate-700">
          {remainingToday === null ? '' : remainingLine(remainingToday)}
        </p>
        <Button
          type="submit"
          size="lg"
          isBusy={send.isPending}
          busyLabel="Sending..."
          disabled={isUsedUp}
          aria-describedby={remainingId}
        >
          Send
        </Button>
      </div>
    </form>
  );
}
