import { priceDecimalsOf } from '@tiketi/contract/money';
import { useId } from 'react';
import type { FeesAndTaxesValues } from '@/lib/fees-and-taxes';
import { TextField } from './ui/text-field';

interface RadioChoice<T extends string> {
  value: T;
  label: string;
}

interface RadioGroupProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  choices: readonly RadioChoice<T>[];
  onChange: (value: T) => void;
}

/** Two or more labelled radios under a legend, side by side from a tablet up. */
function RadioGroup<T extends string>({ legend, name, value, choices, onChange }: RadioGroupProps<T>) {
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
              name={`${name}-${id}`}
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

const TAX_MODES = [
  { value: 'added', label: 'Added on top of prices' },
  { value: 'included', label: 'Included in prices' },
] as const;

const FEE_PAYERS = [
  { value: 'buyer', label: 'Buyer pays the fee' },
  { value: 'organizer', label: 'Organizer absorbs the fee' },
] as const;

interface FeesAndTaxesFieldsProps {
  values: FeesAndTaxesValues;
  onChange: (patch: Partial<FeesAndTaxesValues>) => void;
  /** The amounts' currency; the organisation's defaults have none of their own. */
  currency?: string;
}

/**
 * Issue 15's tax (a name, a rate, added or included) and booking fee (per ticket and/or per order,
 * paid by the buyer or absorbed), for an event and for the organisation's defaults alike.
 */
export function FeesAndTaxesFields({ values, onChange, currency }: FeesAndTaxesFieldsProps) {
  const text = (name: 'tax_name' | 'tax_rate' | 'fee_fixed' | 'fee_percent') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });
  const decimals = currency ? priceDecimalsOf(currency) : 2;
  return (
    <div className="space-y-6">
      <fieldset className="min-w-0 space-y-4">
        <legend className="text-base font-bold text-slate-950">Tax</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Tax name"
            maxLength={40}
            autoComplete="off"
            placeholder="e.g. VAT"
            hint="Shown to buyers with the rate. Leave the rate empty for no tax."
            {...text('tax_name')}
          />
          <TextField
            label="Tax rate (%)"
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.01}
            placeholder="e.g. 16"
            {...text('tax_rate')}
          />
        </div>
        <RadioGroup
          legend="The tax is"
          name="tax-mode"
          value={values.tax_mode}
          choices={TAX_MODES}
          onChange={(tax_mode) => onChange({ tax_mode })}
        />
      </fieldset>
      <fieldset className="min-w-0 space-y-4">
        <legend className="text-base font-bold text-slate-950">Booking fee</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Fixed fee per ticket"
            type="number"
            inputMode={decimals === 0 ? 'numeric' : 'decimal'}
            min={0}
            step={decimals === 0 ? 1 : 10 ** -decimals}
            hint={
              currency
                ? `In ${currency}. Leave empty for none.`
                : "In each event's currency. Leave empty for none."
            }
            {...text('fee_fixed')}
          />
          <TextField
            label="Fee percent per order"
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.01}
            hint="Of the tickets after any discount. Leave empty for none."
            {...text('fee_percent')}
          />
        </div>
        <RadioGroup
          legend="Who pays the fee"
          name="fee-payer"
          value={values.fee_payer}
          choices={FEE_PAYERS}
          onChange={(fee_payer) => onChange({ fee_payer })}
        />
      </fieldset>
    </div>
  );
}
