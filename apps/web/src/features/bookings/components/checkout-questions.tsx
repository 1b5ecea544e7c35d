import type { AnswerInput, AnswerValue, HolderInput } from '@tiketi/contract/questions';
import { AnswerField } from '@/components/answer-field';
import { type Admission, type Asked, answerOf, fieldId } from '../lib/checkout-answers';

export interface FieldError {
  /** The checker's field: 'answers.4', 'holders.1.name', 'holders.0.answers.5'. */
  field: string;
  message: string;
}

interface CheckoutQuestionsProps {
  asked: Asked;
  admissions: Admission[];
  answers: readonly AnswerInput[] | undefined;
  holders: HolderInput[];
  onAnswer: (questionId: number, value: AnswerValue) => void;
  onHolder: (index: number, patch: Partial<HolderInput>) => void;
  onHolderAnswer: (index: number, questionId: number, value: AnswerValue) => void;
  error: FieldError | null;
  /** The booking is made with these answers: they can no longer change. */
  isLocked: boolean;
}

const block = 'space-y-4 rounded-2xl bg-slate-50 p-4 sm:p-5';

/**
 * Issue 16: what the organizer asks before Proceed: one block for the order's questions, and one per
 * ticket ('Ticket 2 of 3, VIP') for its holder's name and email and the per-ticket questions.
 */
export function CheckoutQuestions(props: CheckoutQuestionsProps) {
  const { asked, admissions, answers, holders, error, isLocked } = props;
  const errorFor = (field: string) => (error?.field === field ? error.message : undefined);
  const { ticket_names: names, ticket_emails: emails } = asked.rules;

  return (
    <section
      aria-labelledby="checkout-questions-title"
      className="space-y-4 rounded-3xl bg-white p-6 shadow-card ring-1 ring-slate-200"
    >
      <h2 id="checkout-questions-title" className="text-lg font-bold text-slate-950">
        Questions from the organizer
      </h2>
      {asked.order.length > 0 && (
        <section aria-labelledby="checkout-order-title" className={block}>
          <h3 id="checkout-order-title" className="font-bold text-slate-900">
            Your order
          </h3>
          {asked.order.map((question) => {
            const field = `answers.${question.id}`;
            return (
              <AnswerField
                key={question.id}
                id={fieldId(field)}
                question={question}
                value={answerOf(answers, question.id)}
                onChange={(value) => props.onAnswer(question.id, value)}
                error={errorFor(field)}
                disabled={isLocked}
              />
            );
          })}
        </section>
      )}
      {admissions.map((admission, index) => {
        if (!asked.hasBlock[index]) return null;
        const holder = holders[index];
        const title = `Ticket ${index + 1} of ${admissions.length}, ${admission.ticketName}`;
        const titleId = `checkout-ticket-${index}-title`;
        const nameField = `holders.${index}.name`;
        const emailField = `holders.${index}.email`;
        return (
          <section key={admission.index} aria-labelledby={titleId} className={block}>
            <h3 id={titleId} className="font-bold text-slate-900">
              {title}
            </h3>
            {names !== 'off' && (
              <AnswerField
                id={fieldId(nameField)}
                question={{
                  label: 'Name on the ticket',
                  type: 'short_text',
                  options: [],
                  required: names === 'required',
                }}
                value={holder?.name ?? ''}
                onChange={(value) => props.onHolder(index, { name: String(value) })}
                error={errorFor(nameField)}
                disabled={isLocked}
              />
            )}
            {emails !== 'off' && (
              <AnswerField
                id={fieldId(emailField)}
                question={{
                  label: "Ticket holder's email",
                  type: 'email',
                  options: [],
                  required: emails === 'required',
                }}
                value={holder?.email ?? ''}
                onChange={(value) => props.onHolder(index, { email: String(value) })}
                error={errorFor(emailField)}
                disabled={isLocked}
              />
            )}
            {asked.perTicket[index]?.map((question) => {
              const field = `holders.${index}.answers.${question.id}`;
              return (
                <AnswerField
                  key={question.id}
                  id={fieldId(field)}
                  question={question}
                  value={answerOf(holder?.answers, question.id)}
                  onChange={(value) => props.onHolderAnswer(index, question.id, value)}
                  error={errorFor(field)}
                  disabled={isLocked}
                />
              );
            })}
          </section>
        );
      })}
    </section>
  );
}
