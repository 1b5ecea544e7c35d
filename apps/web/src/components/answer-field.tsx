import {
  type AnswerValue,
  LONG_ANSWER_MAX,
  type Question,
  SHORT_ANSWER_MAX,
} from '@tiketi/contract/questions';
import type { ReactNode } from 'react';
import { fieldClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';

export interface AnswerFieldProps {
  /** The control's id (a group's fieldset's), which an error elsewhere can focus. */
  id: string;
  question: Pick<Question, 'label' | 'type' | 'options' | 'required'>;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  /** The message naming what is wrong, shown under the field and read with it. */
  error?: string | undefined;
  disabled?: boolean;
}

const INPUT_TYPES = {
  short_text: 'text',
  number: 'number',
  date: 'date',
  phone: 'tel',
  email: 'email',
} as const;

function Marker({ required }: { required: boolean }) {
  return required ? (
    <span className="text-red-700" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;
}

function ErrorLine({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
      {error}
    </p>
  ) : null;
}

function Group({
  id,
  legend,
  required,
  error,
  children,
}: {
  id: string;
  legend: string;
  required: boolean;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset
      id={id}
      className="min-w-0 space-y-2"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-semibold text-slate-800">
        {legend}
        <Marker required={required} />
      </legend>
      {children}
      <ErrorLine id={id} error={error} />
    </fieldset>
  );
}

const asText = (value: AnswerValue | undefined) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * One checkout question as its type asks it: a text, a long text, radios, checkboxes, one checkbox,
 * a number, a date, a phone number or an email address.
 */
export function AnswerField({ id, question, value, onChange, error, disabled }: AnswerFieldProps) {
  const described = error ? `${id}-error` : undefined;
  const invalid = error ? true : undefined;
  const { label, type, options, required } = question;

  if (type === 'one_choice' || type === 'several_choices') {
    const chosen = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
    return (
      <Group id={id} legend={label} required={required} error={error}>
        {options.map((option, index) => (
          <div key={option} className="flex items-center gap-2">
            <input
              id={`${id}-${index}`}
              type={type === 'one_choice' ? 'radio' : 'checkbox'}
              name={id}
              checked={chosen.includes(option)}
              disabled={disabled}
              onChange={(event) =>
                onChange(
                  type === 'one_choice'
                    ? option
                    : event.target.checked
                      ? [...chosen, option]
                      : chosen.filter((label) => label !== option),
                )
              }
              className="size-5 shrink-0 accent-brand-700"
            />
            <label htmlFor={`${id}-${index}`} className="text-sm text-slate-800">
              {option}
            </label>
          </div>
        ))}
      </Group>
    );
  }
  if (type === 'checkbox') {
    return (
      <div className="space-y-1">
        <div className="flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            disabled={disabled}
            aria-describedby={described}
            aria-invalid={invalid}
            onChange={(event) => onChange(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={id} className="text-sm font-semibold text-slate-800">
            {label}
            <Marker required={required} />
          </label>
        </div>
        <ErrorLine id={id} error={error} />
      </div>
    );
  }
  const shared = {
    id,
    value: asText(value),
    disabled,
    required,
    'aria-describedby': described,
    'aria-invalid': invalid,
    className: cn(fieldClasses, invalid && 'border-red-600'),
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
        <Marker required={required} />
      </label>
      {type === 'long_text' ? (
        <textarea
          {...shared}
          maxLength={LONG_ANSWER_MAX}
          className={cn(shared.className, 'min-h-24')}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...shared}
          type={INPUT_TYPES[type]}
          maxLength={type === 'short_text' ? SHORT_ANSWER_MAX : undefined}
          inputMode={type === 'number' ? 'decimal' : undefined}
          autoComplete={type === 'email' ? 'email' : type === 'phone' ? 'tel' : 'off'}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <ErrorLine id={id} error={error} />
    </div>
  );
}

/** Moves focus to a field by the id AnswerField (or a name or email field) was given: a group's first choice. */
export function focusField(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  const target = element instanceof HTMLFieldSetElement ? element.querySelector('input') : element;
  target?.focus();
}
