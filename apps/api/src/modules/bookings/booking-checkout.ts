import type { CreateBookingInput } from '@tiketi/contract/bookings';
import { checkCheckout, type StoredAnswer } from '@tiketi/contract/questions';
import type { AppDeps } from '../../app-types';
import { AppError, badRequest } from '../../lib/app-error';
import { asksAnything, checkoutRulesKey, checkoutRulesOf } from '../checkout-rules';

type Deps = Pick<AppDeps, 'db' | 'publicCache'>;

/** What store_checkout (migration 0016) writes with the booking, in the same statement. */
export interface StoredCheckout {
  answers: { question_id: number; value: StoredAnswer }[];
  /** `seat`: the holder's place (1, 2, ...) among the admissions of its ticket type. */
  holders: {
    ticket_type_id: number;
    seat: number;
    name: string;
    email: string;
    answers: { question_id: number; value: StoredAnswer }[];
  }[];
}

export const QUESTIONS_CHANGED =
  'The event’s questions have just changed. Please check your answers and book again.';

/**
 * Checks the buyer's answers and holders against the event's questions and holder settings (read
 * through the public micro-cache), before any seat is held: a refusal is a 400 naming the question.
 * Null when there is nothing to store. When the event asks nothing, what is sent anyway is ignored,
 * unless it names a question the event does not have.
 */
export async function checkBookingCheckout(
  deps: Deps,
  input: CreateBookingInput,
): Promise<StoredCheckout | null> {
  const sentAnswers = input.answers ?? [];
  const sentHolders = input.holders ?? [];
  const sentNothing = sentAnswers.length === 0 && sentHolders.length === 0;
  const rules = await checkoutRulesOf(deps, input.event_id);
  if (!asksAnything(rules)) {
    if (sentNothing) return null;
    const known = new Set(rules.questions.map((q) => q.id));
    const named = [...sentAnswers, ...sentHolders.flatMap((holder) => holder.answers)];
    const unknown = named.find((answer) => !known.has(answer.question_id));
    if (unknown) throw badRequest(`Question ${unknown.question_id} is not asked by this event`);
    return null;
  }
  const checked = checkCheckout(rules, {
    tickets: input.tickets,
    answers: sentAnswers,
    holders: sentHolders,
  });
  if (!checked.ok) throw badRequest(checked.message);
  if (checked.answers.length === 0 && checked.holders.length === 0) return null;
  const seats = new Map<number, number>();
  return {
    answers: checked.answers,
    holders: checked.holders.map((holder) => {
      const seat = (seats.get(holder.ticket_id) ?? 0) + 1;
      seats.set(holder.ticket_id, seat);
      return {
        ticket_type_id: holder.ticket_id,
        seat,
        name: holder.name,
        email: holder.email,
        answers: holder.answers,
      };
    }),
  };
}

/** A question deleted between the check and the hold: the cached questions are dropped, and the buyer asked again. */
export function questionsChanged(deps: Deps, eventId: number): AppError {
  deps.publicCache.forget(checkoutRulesKey(eventId));
  return new AppError('CONFLICT', QUESTIONS_CHANGED);
}
