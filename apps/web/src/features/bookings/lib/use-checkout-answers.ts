import type { BookingDraft } from '@tiketi/contract/bookings';
import type { EventDetail } from '@tiketi/contract/events';
import type { AnswerValue, HolderInput } from '@tiketi/contract/questions';
import { useEffect, useState } from 'react';
import { focusField } from '@/components/answer-field';
import { sessionStore } from '@/lib/session';
import type { FieldError } from '../components/checkout-questions';
import {
  admissionsOf,
  answeredSession,
  askedOf,
  checkedDraft,
  fieldId,
  holdersOf,
  withAnswer,
} from './checkout-answers';

/**
 * Issue 16: the answers and ticket holders of 'Payment Method', kept in the draft. `check` runs the
 * contract's checker before Proceed: it answers the draft to book, or shows the first refusal by its
 * field (the message names the question), moves focus there and answers null. A refusal the screen
 * cannot place by a field (`onOther`) goes to the error dialog.
 */
export function useCheckoutAnswers(draft: BookingDraft | null, event: EventDetail | null, buyerName: string) {
  const [error, setError] = useState<FieldError | null>(null);
  const admissions = draft && event ? admissionsOf(draft, event) : [];
  const asked = draft && event?.id === draft.event_id ? askedOf(event.checkout, admissions) : null;
  // Typed here and written through to the draft; the draft's schema trims names, so what is being
  // typed ('Ana ') is held here until the screen is left.
  const [typed, setTyped] = useState<HolderInput[] | null>(null);
  const kept = draft ? holdersOf(draft, admissions, buyerName) : [];
  const holders = typed && draft?.holders !== undefined && typed.length === kept.length ? typed : kept;

  useEffect(() => {
    if (error) focusField(fieldId(error.field));
  }, [error]);

  const saveHolders = (next: HolderInput[]) => {
    setError(null);
    setTyped(next);
    sessionStore.update((state) => answeredSession(state, { holders: next }));
  };
  const onHolder = (index: number, patch: Partial<HolderInput>) =>
    saveHolders(holders.map((holder, at) => (at === index ? { ...holder, ...patch } : holder)));
  const onHolderAnswer = (index: number, questionId: number, value: AnswerValue) =>
    saveHolders(
      holders.map((holder, at) =>
        at === index ? { ...holder, answers: withAnswer(holder.answers, questionId, value) } : holder,
      ),
    );
  const onAnswer = (questionId: number, value: AnswerValue) => {
    setError(null);
    sessionStore.update((state) =>
      answeredSession(state, { answers: withAnswer(draft?.answers, questionId, value) }),
    );
  };

  const check = (toBook: BookingDraft, onOther: (message: string) => void): BookingDraft | null => {
    if (!asked) return { ...toBook, answers: undefined, holders: undefined };
    const checked = checkedDraft(asked, toBook, holders);
    if (checked.ok) return checked.draft;
    if (document.getElementById(fieldId(checked.field)))
      setError({ field: checked.field, message: checked.message });
    else onOther(checked.message);
    return null;
  };

  return {
    asked,
    admissions,
    answers: draft?.answers,
    holders,
    error,
    onHolder,
    onHolderAnswer,
    onAnswer,
    check,
  };
}
