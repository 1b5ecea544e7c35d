import type { OrderDetail } from '@tiketi/contract/orders';
import type { AnswerValue, Question, TicketHolder } from '@tiketi/contract/questions';
import { useState } from 'react';
import { AnswerField } from '@/components/answer-field';
import { TextField } from '@/components/ui/text-field';
import { useEventQuestions } from '@/lib/event-questions';
import { useOrganizerEvent } from '@/lib/organizer-event';
import { type OrderChange, useCorrectAnswers } from '../api/order-actions';
import { type AnswerDrafts, changesOf, draftsOf } from '../lib/answer-changes';
import { OrderFormDialog } from './order-form-dialog';

interface EditAnswersDialogProps {
  order: OrderDetail;
  onClose: () => void;
  onDone: (change: OrderChange) => void;
}

/** A question is offered when it is still asked (of this ticket's type), or was answered here. */
function offered(questions: readonly Question[], answered: Record<number, unknown>, typeId?: number | null) {
  return questions.filter(
    (q) =>
      q.id in answered ||
      (!q.hidden &&
        (q.ticket_type_ids.length === 0 ||
          typeId === undefined ||
          (typeId !== null && q.ticket_type_ids.includes(typeId)))),
  );
}

/**
 * 'Edit answers' (issue 16): the organizer corrects the order's answers and each ticket's holder;
 * only what changed is sent, each change checked as at checkout, and each lands on the timeline.
 */
export function EditAnswersDialog({ order, onClose, onDone }: EditAnswersDialogProps) {
  const list = useEventQuestions(order.event.id);
  const event = useOrganizerEvent(order.event.id);
  const correct = useCorrectAnswers(order.booking_id);
  const [typed, setTyped] = useState<AnswerDrafts>(() => draftsOf(order));
  const [formError, setFormError] = useState<string | null>(null);
  const questions = [...(list.data?.data ?? [])].sort((a, b) => a.position - b.position);
  const settings = list.data?.settings;
  const typeIdOf = (holder: TicketHolder) =>
    event.data?.tickets.find((ticket) => ticket.name === holder.ticket_name)?.id ?? null;

  const setOrderAnswer = (id: number, value: AnswerValue) =>
    setTyped({ ...typed, order: { ...typed.order, [id]: value } });
  const setHolder = (number: number, patch: Partial<AnswerDrafts['holders'][number]>) => {
    const current = typed.holders[number] ?? { name: '', email: '', answers: {} };
    setTyped({ ...typed, holders: { ...typed.holders, [number]: { ...current, ...patch } } });
  };

  const submit = () => {
    const check = changesOf(order, questions, typed);
    if (!check.isValid) {
      setFormError(check.message);
      return;
    }
    setFormError(null);
    correct.mutate(check.data, { onSuccess: onDone });
  };

  const orderQuestions = offered(
    questions.filter((q) => q.asked === 'order'),
    typed.order,
  );
  return (
    <OrderFormDialog
      onClose={onClose}
      title="Edit answers"
      description={<p>Each change shows on the order’s timeline.</p>}
      submitLabel="Save answers"
      busyLabel="Saving..."
      isBusy={correct.isPending || list.isPending}
      error={formError ?? list.error?.message ?? correct.error?.message ?? null}
      onSubmit={submit}
    >
      {orderQuestions.length > 0 && (
        <fieldset className="min-w-0 space-y-4">
          <legend className="font-bold text-slate-900">The order</legend>
          {orderQuestions.map((q) => (
            <AnswerField
              key={q.id}
              id={`edit-answer-${q.id}`}
              question={{ ...q, required: false }}
              value={typed.order[q.id]}
              onChange={(value) => setOrderAnswer(q.id, value)}
            />
          ))}
        </fieldset>
      )}
      {order.holders.map((holder) => {
        const now = typed.holders[holder.number] ?? { name: '', email: '', answers: {} };
        const perTicket = offered(
          questions.filter((q) => q.asked === 'ticket'),
          now.answers,
          event.isSuccess ? typeIdOf(holder) : undefined,
        );
        const asksName = settings?.ticket_names !== 'off' || holder.name !== '';
        const asksEmail = settings?.ticket_emails !== 'off' || holder.email !== '';
        return (
          <fieldset key={holder.number} className="min-w-0 space-y-4 border-t border-slate-200 pt-4">
            <legend className="font-bold text-slate-900">
              Ticket {holder.number}, {holder.ticket_name}
            </legend>
            {asksName && (
              <TextField
                label={`Name on ticket ${holder.number}`}
                autoComplete="off"
                value={now.name}
                onChange={(change) => setHolder(holder.number, { name: change.target.value })}
              />
            )}
            {asksEmail && (
              <TextField
                label={`Email for ticket ${holder.number}`}
                type="email"
                autoComplete="off"
                value={now.email}
                onChange={(change) => setHolder(holder.number, { email: change.target.value })}
              />
            )}
            {perTicket.map((q) => (
              <AnswerField
                key={q.id}
                id={`edit-answer-${holder.number}-${q.id}`}
                question={{ ...q, label: q.label, required: false }}
                value={now.answers[q.id]}
                onChange={(value) => setHolder(holder.number, { answers: { ...now.answers, [q.id]: value } })}
              />
            ))}
          </fieldset>
        );
      })}
    </OrderFormDialog>
  );
}
