import { priceDecimalsOf } from '@tiketi/contract/money';
import { CloseIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import type { TicketRow, TicketValues } from '../lib/ticket-rows';

interface TicketFieldsProps {
  row: TicketRow;
  /** 1-based position on screen, naming the group ('Ticket 2'). */
  position: number;
  currency: string;
  canRemove: boolean;
  onChange: (patch: Partial<TicketValues>) => void;
  onRemove: () => void;
}

/** One ticket type's form: Name, Price per ticket, No of persons per ticket, Max tickets, and X. */
export function TicketFields({ row, position, currency, canRemove, onChange, onRemove }: TicketFieldsProps) {
  const field = (name: keyof TicketValues) => ({
    name,
    value: row[name],
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });
  const label = `Ticket ${position}`;
  const decimals = priceDecimalsOf(currency);
  // KES has cents in ISO, but M-Pesa takes whole shillings (spec decision #13).
  const priceHint =
    currency === 'KES'
      ? 'In KES. Whole shillings: M-Pesa takes no cents; 0 is free.'
      : decimals === 0
        ? `In ${currency}, whole units; 0 is free.`
        : `In ${currency}; 0 is free.`;

  return (
    <fieldset
      data-ticket-key={row.key}
      className="relative min-w-0 rounded-2xl border border-slate-200 p-4 sm:p-5"
    >
      <legend className="px-1 text-sm font-bold text-slate-950">{label}</legend>
      {canRemove && (
        <button
          type="button"
          onClick={onRemove}
          className="absolute -top-3 right-3 flex size-9 items-center justify-center rounded-full bg-white text-slate-600 ring-1 ring-slate-300 hover:bg-red-50 hover:text-red-700 hover:ring-red-300"
        >
          <CloseIcon className="size-4" />
          <span className="sr-only">Remove {label.toLowerCase()}</span>
        </button>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Name"
          autoComplete="off"
          maxLength={100}
          required
          placeholder="e.g. Regular, VIP, Early bird"
          containerClassName="sm:col-span-3"
          {...field('name')}
        />
        <TextField
          label="Price per ticket"
          type="number"
          inputMode={decimals === 0 ? 'numeric' : 'decimal'}
          min={0}
          step={decimals === 0 ? 1 : 10 ** -decimals}
          required
          hint={priceHint}
          {...field('price_per_ticket')}
        />
        <TextField
          label="No of persons per ticket"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          hint="People one ticket admits."
          {...field('no_of_persons')}
        />
        <TextField
          label="Max tickets"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          hint="How many are for sale."
          {...field('max_tickets')}
        />
      </div>
    </fieldset>
  );
}
