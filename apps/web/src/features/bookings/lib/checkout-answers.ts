import type { BookingDraft } from '@tiketi/contract/bookings';
import type { EventDetail } from '@tiketi/contract/events';
import {
  type AnswerInput,
  type AnswerValue,
  askedFor,
  askedOfOrder,
  type CheckoutCheck,
  type CheckoutQuestions,
  checkCheckout,
  type HolderInput,
  type Question,
} from '@tiketi/contract/questions';
import { readBookingDraft } from '@/lib/checkout-state';
import type { SessionState } from '@/lib/session';
import { toStored } from '@/lib/stored';

/** One admission of the order: its place, its ticket type and that type's name. */
export interface Admission {
  index: number;
  ticketId: number;
  ticketName: string;
}

/** The order's admissions in the order of its rows, a row of qty 2 giving two (as the server numbers them). */
export function admissionsOf(draft: BookingDraft, event: Pick<EventDetail, 'tickets'>): Admission[] {
  const rows = draft.tickets.flatMap((row) => Array.from({ length: row.qty }, () => row.id));
  return rows.map((ticketId, index) => ({
    index,
    ticketId,
    ticketName: event.tickets.find((ticket) => ticket.id === ticketId)?.name ?? 'Ticket',
  }));
}

/** What this order is asked, or nothing: the visible per-order questions and per admission what its ticket asks. */
export interface Asked {
  rules: CheckoutQuestions;
  order: Question[];
  /** Per admission: the per-ticket questions its type is asked. */
  perTicket: Question[][];
  /** Whether an admission's block shows at all (a name, an email or a question). */
  hasBlock: boolean[];
}

export function askedOf(rules: CheckoutQuestions | undefined, admissions: Admission[]): Asked | null {
  if (!rules) return null;
  const visible = rules.questions.filter((q) => !q.hidden).sort((a, b) => a.position - b.position);
  const typeIds = admissions.map((admission) => admission.ticketId);
  const order = visible.filter((q) => q.asked === 'order' && askedOfOrder(q, typeIds));
  const perTicket = admissions.map((admission) =>
    visible.filter((q) => q.asked === 'ticket' && askedFor(q, admission.ticketId)),
  );
  const holderFields = rules.ticket_names !== 'off' || rules.ticket_emails !== 'off';
  const hasBlock = perTicket.map((questions) => holderFields || questions.length > 0);
  if (order.length === 0 && !hasBlock.some(Boolean)) return null;
  return { rules, order, perTicket, hasBlock };
}

/**
 * The holders as kept in the draft, one per admission; until the buyer edits any, the first ticket
 * carries the buyer's own name.
 */
export function holdersOf(draft: BookingDraft, admissions: Admission[], buyerName: string): HolderInput[] {
  return admissions.map((admission, index) => {
    const kept = draft.holders?.[index];
    if (kept && kept.ticket_id === admission.ticketId) return kept;
    const name = draft.holders === undefined && index === 0 ? buyerName.trim() : '';
    return { ticket_id: admission.ticketId, name, email: '', answers: [] };
  });
}

export const answerOf = (answers: readonly AnswerInput[] | undefined, questionId: number) =>
  answers?.find((answer) => answer.question_id === questionId)?.value;

export function withAnswer(
  answers: readonly AnswerInput[] | undefined,
  questionId: number,
  value: AnswerValue,
) {
  return [
    ...(answers ?? []).filter((answer) => answer.question_id !== questionId),
    { question_id: questionId, value },
  ];
}

/** The buyer changed the answers or holders: the draft keeps them, so a reload keeps them too. */
export function answeredSession(
  state: Pick<SessionState, 'booking'>,
  patch: Pick<BookingDraft, 'answers' | 'holders'>,
): Partial<SessionState> {
  const draft = readBookingDraft(state.booking);
  return draft ? { booking: toStored({ ...draft, ...patch }) } : {};
}

/**
 * The answers checked by the contract's own checker, as the server checks them. On success the
 * draft to book carries them as checked (blank ones dropped; no holders when none are wanted).
 */
export function checkedDraft(
  asked: Asked,
  draft: BookingDraft,
  holders: HolderInput[],
): { ok: true; draft: BookingDraft } | Extract<CheckoutCheck, { ok: false }> {
  const wantsHolders = asked.hasBlock.some(Boolean);
  const check = checkCheckout(asked.rules, {
    tickets: draft.tickets.map(({ id, qty }) => ({ id, qty })),
    answers: (draft.answers ?? []).filter((answer) => asked.order.some((q) => q.id === answer.question_id)),
    holders: wantsHolders ? holders : [],
  });
  if (!check.ok) return check;
  return {
    ok: true,
    draft: {
      ...draft,
      answers: check.answers.length > 0 ? check.answers : undefined,
      holders: check.holders.length > 0 ? check.holders : undefined,
    },
  };
}

/** The id of the field a checker's `field` names ('holders.1.name' → 'checkout-holders-1-name'). */
export const fieldId = (field: string) => `checkout-${field.replaceAll('.', '-')}`;
