import { priceDecimalsOf } from '@tiketi/contract/money';
import { CloseIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import type { TicketRow, TicketValues } from '../lib/ticket-rows';
import { TicketMoreOptions } from './ticket-more-options';

interface TicketFieldsProps {
  row: TicketRow;
  /** 1-based position on screen, naming the group ('Ticket 2'). */
  position: number;
  currency: string;
  canRemove: boolean;
  /** Its neighbours on screen, for 'Move up' and 'Move down' (the order is the event page's). */
  canMoveUp: boolean;
  canMoveDown: boolean;
  onChange: (patch: Partial<TicketValues>) => void;
  onRemove: () => void;
  onMove: (step: -1 | 1) => void;
}

const MOVE_BUTTON =
  'min-h-9 rounded-full px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 ' +
  'disabled:cursor-not-allowed disabled:opacity-50';

/**
 * One ticket type's form: Name, Price per ticket, No of persons per ticket, Max tickets, and X; then
 * issue 15's 'More options' and its place among the others.
 */
export function TicketFields({
  row,
  position,
  currency,
  canRemove,
  canMoveUp,
  canMoveDown,
  onChange,
  onRemove,
  onMove,
}: TicketFieldsProps) {
  const field = (name: 'name' | 'price_per_ticket' | 'no_of_persons' | 'max_tickets') => ({
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
      <legend className="px-1 text-sm font-bold text-slate-950">
        {label}
        {row.hidden && (
          <span className="ml-2 rounded-full bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white">
            Hidden
          </span>
        )}
      </legend>
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
      <TicketMoreOptions row={row} onChange={onChange} />
      {(canMoveUp || canMoveDown) && (
        <div className="mt-4 flex gap-2 border-t border-slate-100 pt-4">
          <button
            type="button"
            data-move="up"
            disabled={!canMoveUp}
            onClick={() => onMove(-1)}
            aria-label={`Move up ${label.toLowerCase()}`}
            className={MOVE_BUTTON}
          >
            Move up
          </button>
          <button
            type="button"
            data-move="down"
            disabled={!canMoveDown}
            onClick={() => onMove(1)}
            aria-label={`Move down ${label.toLowerCase()}`}
            className={MOVE_BUTTON}
          >
            Move down
          </button>
        </div>
      )}
    </fieldset>
  );
}
