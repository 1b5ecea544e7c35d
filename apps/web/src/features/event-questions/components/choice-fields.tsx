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
