import type { Attendee } from '@tiketi/contract/check-in';

/** Per-ticket values in admission order; nothing when all are blank, else blanks keep their places. */
const inTicketOrder = (values: string[]) => (values.some(Boolean) ? values.join('; ') : '');

/**
 * Issue 16: the attendee CSV's last columns: 'Holder name', then one per question of the event
 * (hidden ones too, since their answers stay), headed by its label. A per-order answer is its text;
 * a per-ticket question gives its answers in admission order, joined by '; '.
 */
export function answerColumns(questions: readonly { id: number; label: string }[]) {
  return {
    header: ['Holder name', ...questions.map((question) => question.label)],
    cells: (attendee: Attendee): string[] => [
      inTicketOrder(attendee.holders.map((holder) => holder.name)),
      ...questions.map((question) => {
        const ofOrder = attendee.answers.find((answer) => answer.question_id === question.id)?.text ?? '';
        const ofTickets = inTicketOrder(
          attendee.holders.map(
            (holder) => holder.answers.find((answer) => answer.question_id === question.id)?.text ?? '',
          ),
        );
        return [ofOrder, ofTickets].filter(Boolean).join('; ');
      }),
    ],
  };
}
