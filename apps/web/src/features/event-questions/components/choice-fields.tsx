import { useId } from 'react';

interface RadioGroupProps<T extends string> {
  legend: string;
  value: T;
  choices: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** Labelled radios under a legend, side by side from a tablet up. */
export function RadioGroup<T extends string>({ legend, value, choices, onChange }: RadioGroupProps<T>) {
  const id = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
        {choices.map((choice) => (
          <div key={choice.value} className="flex items-center gap-2">
            <input
              id={`${id}-${choice.value}`}
              type="radio"
              name={id}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-5 shrink-0 accent-brand-700"
            />
            <label htmlFor={`${id}-${choice.value}`} className="text-sm text-slate-800">
              {choice.label}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

interface CheckboxFieldProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox with its label beside it and an optional hint read with it. */
export function CheckboxField({ label, hint, checked, onChange }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
