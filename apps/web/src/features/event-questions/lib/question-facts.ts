import { QUESTION_TYPE_LABELS, type QuestionList } from '@tiketi/contract/questions';

export type ListedQuestion = QuestionList['data'][number];

/** What the list says of a question: 'One choice · Once per ticket · Required · VIP · 3 answers'. */
export function questionFacts(
  question: ListedQuestion,
  ticketTypes: readonly { id: number; name: string }[],
): string {
  const types =
    question.ticket_type_ids.length === 0
      ? 'All ticket types'
      : question.ticket_type_ids
          .map((id) => ticketTypes.find((type) => type.id === id)?.name ?? `Ticket type ${id}`)
          .join(', ');
  return [
    QUESTION_TYPE_LABELS[question.type],
    question.asked === 'order' ? 'Once per order' : 'Once per ticket',
    question.required ? 'Required' : 'Optional',
    types,
    question.answers === 1 ? '1 answer' : `${question.answers} answers`,
  ].join(' · ');
}

/** The questions lowest position first; equal positions keep their ids' order. */
export const inOrder = (questions: readonly ListedQuestion[]) =>
  [...questions].sort((a, b) => a.position - b.position || a.id - b.id);
