import type { HolderSettings, QuestionList } from '@tiketi/contract/questions';
import { toQuestion } from '../checkout-rules';
import type { findOwnedEvent, QuestionRow } from './queries';

export const toListedQuestion = (row: QuestionRow): QuestionList['data'][number] => ({
  ...toQuestion(row),
  answers: row.answers,
});

export function toHolderSettings(
  row: NonNullable<Awaited<ReturnType<typeof findOwnedEvent>>>,
): HolderSettings {
  return {
    ticket_names: row.ticketNames,
    ticket_emails: row.ticketEmails,
    names_editable_until: row.namesEditableUntil?.toISOString() ?? null,
  };
}
