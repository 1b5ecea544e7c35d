import type { OrderDetail } from '@tiketi/contract/orders';
import type { GivenAnswer } from '@tiketi/contract/questions';
import { Button } from '@/components/ui/button';

function AnswerList({ answers }: { answers: readonly GivenAnswer[] }) {
  if (answers.length === 0) return null;
  return (
    <dl className="mt-1 grid gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr]">
      {answers.map((answer) => (
        <div key={answer.question_id} className="contents">
          <dt className="text-slate-600">{answer.label}</dt>
          <dd className="break-words text-slate-900">{answer.text || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Issue 16: what the buyer answered for the order, and each ticket's holder with their answers;
 * 'Edit answers' corrects them. Shown only when the order holds any.
 */
export function OrderAnswers({ order, onEdit }: { order: OrderDetail; onEdit: () => void }) {
  if (order.answers.length === 0 && order.holders.length === 0) return null;
  return (
    <section
      aria-labelledby="order-answers"
      className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="order-answers" className="text-lg font-bold text-slate-950">
          Answers
        </h2>
        <Button variant="outline" size="sm" onClick={onEdit}>
          Edit answers
        </Button>
      </div>
      <AnswerList answers={order.answers} />
      {order.holders.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100">
          {order.holders.map((holder) => (
            <li key={holder.number} className="py-2.5 text-sm">
              <p className="text-slate-900">
                <span className="font-semibold">Ticket {holder.number}</span> · {holder.ticket_name}
                {holder.name && <> · {holder.name}</>}
                {holder.email && <span className="text-slate-600"> · {holder.email}</span>}
              </p>
              <AnswerList answers={holder.answers} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
