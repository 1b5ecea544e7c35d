import {
  isChoiceType,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  type Question,
  type QuestionType,
} from '@tiketi/contract/questions';
import { type FormEvent, useState } from 'react';
import { TicketTypeChecks } from '@/components/ticket-type-checks';
import { ActionDialog, DialogActions } from '@/components/ui/action-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useSaveQuestion } from '../api/questions';
import { checkQuestion, NEW_QUESTION, type QuestionValues, questionValuesOf } from '../lib/question-form';
import { RadioGroup } from './choice-fields';

const TYPE_OPTIONS = QUESTION_TYPES.map((type) => ({ value: type, label: QUESTION_TYPE_LABELS[type] }));
const ASKED_CHOICES = [
  { value: 'order', label: 'Once per order' },
  { value: 'ticket', label: 'Once per ticket' },
] as const;

const isQuestionType = (value: string): value is QuestionType =>
  (QUESTION_TYPES as readonly string[]).includes(value);

interface QuestionDialogProps {
  eventId: number;
  ticketTypes: readonly { id: number; name: string; hidden?: boolean }[];
  /** The question being edited, or null for 'Add a question'. */
  question: Question | null;
  onClose: () => void;
  onSaved: (label: string) => void;
}

/**
 * 'Add a question' and 'Edit question': checked in the browser by the contract's questionInput,
 * then by the server, whose refusal shows above the buttons.
 */
export function QuestionDialog({ eventId, ticketTypes, question, onClose, onSaved }: QuestionDialogProps) {
  const save = useSaveQuestion(eventId);
  const [values, setValues] = useState<QuestionValues>(() =>
    question ? questionValuesOf(question) : NEW_QUESTION,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const change = (patch: Partial<QuestionValues>) => setValues((current) => ({ ...current, ...patch }));
  const setOption = (index: number, text: string) =>
    change({ options: values.options.map((option, at) => (at === index ? text : option)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const check = checkQuestion(values, question?.position);
    if (!check.isValid) {
      setProblem(check.message);
      return;
    }
    setProblem(null);
    save.mutate(
      { questionId: question?.id, input: check.data },
      { onSuccess: () => onSaved(check.data.label), onError: (error) => setProblem(error.message) },
    );
  };
  const close = () => {
    if (!save.isPending) onClose();
  };

  return (
    <ActionDialog open onClose={close} title={question ? 'Edit question' : 'Add a question'}>
      <form onSubmit={submit} noValidate className="space-y-4 text-sm">
        <TextField
          label="Question"
          autoComplete="off"
          maxLength={200}
          value={values.label}
          onChange={(event) => change({ label: event.target.value })}
        />
        <Select
          label="Answer type"
          value={values.type}
          options={TYPE_OPTIONS}
          onChange={(value) => {
            if (isQuestionType(value)) change({ type: value });
          }}
        />
        {isChoiceType(values.type) && (
          <fieldset className="min-w-0 space-y-2">
            <legend className="text-sm font-semibold text-slate-800">Options</legend>
            {values.options.map((option, index) => (
              // Options have no ids of their own; their place is their identity while editing.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <div key={index} className="flex items-end gap-2">
                <TextField
                  label={`Option ${index + 1}`}
                  maxLength={100}
                  value={option}
                  onChange={(event) => setOption(index, event.target.value)}
                  containerClassName="flex-1"
                />
                {values.options.length > 2 && (
                  <Button
                    variant="ghost"
                    aria-label={`Remove option ${index + 1}`}
                    onClick={() => change({ options: values.options.filter((_, at) => at !== index) })}
                  >
                    Remove
                  </Button>
                )}
              </div>
            ))}
            <Button variant="outline" size="sm" onClick={() => change({ options: [...values.options, ''] })}>
              Add an option
            </Button>
          </fieldset>
        )}
        <RadioGroup
          legend="Asked"
          value={values.asked}
          choices={ASKED_CHOICES}
          onChange={(asked) => change({ asked })}
        />
        <TicketTypeChecks
          legend="Ticket types"
          hint="Tick none to ask it of every ticket type."
          ticketTypes={ticketTypes}
          selected={values.ticket_type_ids}
          onChange={(ticket_type_ids) => change({ ticket_type_ids })}
        />
        <CheckboxField
          label="Required"
          hint="Buyers cannot book without answering."
          checked={values.required}
          onChange={(required) => change({ required })}
        />
        <CheckboxField
          label="Hidden"
          hint="Not asked at checkout; its answers stay."
          checked={values.hidden}
          onChange={(hidden) => change({ hidden })}
        />
        {problem && <Alert type="error">{problem}</Alert>}
        <DialogActions>
          <Button variant="outline" onClick={close} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" isBusy={save.isPending} busyLabel="Saving…">
            {question ? 'Save question' : 'Add question'}
          </Button>
        </DialogActions>
      </form>
    </ActionDialog>
  );
}
