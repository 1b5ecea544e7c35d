import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { type ListedQuestion, questionFacts } from '../lib/question-facts';

export interface QuestionActions {
  onMove: (question: ListedQuestion, by: -1 | 1) => void;
  onEdit: (question: ListedQuestion) => void;
  onToggleHidden: (question: ListedQuestion) => void;
  onDelete: (question: ListedQuestion) => void;
  /** True while a change runs: the buttons wait for it. */
  isBusy: boolean;
}

interface QuestionListProps extends QuestionActions {
  /** In their order. */
  questions: readonly ListedQuestion[];
  ticketTypes: readonly { id: number; name: string }[];
}

/** A verb shown short, read with the question's label. */
const named = (verb: string, question: ListedQuestion): ReactNode => (
  <>
    <span aria-hidden="true">{verb}</span>
    <span className="sr-only">
      {verb} {question.label}
    </span>
  </>
);

/**
 * The event's questions in the order buyers see them, each with what it asks and how many answers
 * it has, and its actions. A question with answers cannot be deleted: it says to hide it instead.
 */
export function QuestionList({ questions, ticketTypes, isBusy, ...actions }: QuestionListProps) {
  return (
    <ol aria-label="Questions" className="space-y-3">
      {questions.map((question, index) => (
        <li key={question.id} className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="min-w-0 font-semibold break-words text-slate-950">
              {index + 1}. {question.label}
            </p>
            {question.hidden && (
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                Hidden
              </span>
            )}
          </div>
          <p className="mt-1 text-sm text-slate-700">{questionFacts(question, ticketTypes)}</p>
          {question.options.length > 0 && (
            <p className="mt-1 text-sm text-slate-600">Options: {question.options.join(', ')}</p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={isBusy || index === 0}
              onClick={() => actions.onMove(question, -1)}
            >
              {named('Move up', question)}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={isBusy || index === questions.length - 1}
              onClick={() => actions.onMove(question, 1)}
            >
              {named('Move down', question)}
            </Button>
            <Button variant="outline" size="sm" disabled={isBusy} onClick={() => actions.onEdit(question)}>
              {named('Edit', question)}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={isBusy}
              onClick={() => actions.onToggleHidden(question)}
            >
              {named(question.hidden ? 'Show' : 'Hide', question)}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={isBusy || question.answers > 0}
              onClick={() => actions.onDelete(question)}
            >
              {named('Delete', question)}
            </Button>
          </div>
          {question.answers > 0 && (
            <p className="mt-2 text-xs text-slate-600">
              It has answers, so it cannot be deleted: hide it instead.
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
