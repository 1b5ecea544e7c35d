import { useId, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import type { TicketValues } from '../lib/ticket-rows';

type OptionName = 'description' | 'sale_start' | 'sale_end' | 'min_per_order' | 'max_per_order';

interface TicketMoreOptionsProps {
  row: TicketValues;
  onChange: (patch: Partial<TicketValues>) => void;
}

/**
 * Issue 15's per-ticket options behind a collapsed 'More options' (most tickets need none): a
 * description, a sale window in the organizer's own clock, how many one order may take, and
 * whether the type is hidden (sold only with an access code).
 */
export function TicketMoreOptions({ row, onChange }: TicketMoreOptionsProps) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const field = (name: OptionName) => ({
    name,
    value: row[name],
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });

  return (
    <div className="mt-4">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
        className="inline-flex items-center gap-1.5 rounded-lg py-1 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
      >
        More options
        <ChevronDownIcon className={cn('size-4 transition-transform', isOpen && 'rotate-180')} />
      </button>
      <div id={panelId} hidden={!isOpen} className="mt-3 grid gap-4 sm:grid-cols-2">
        <TextAreaField
          label="Description"
          maxLength={300}
          rows={2}
          className="min-h-20"
          placeholder="e.g. Includes a drink"
          hint="Shown under the name on the event page. At most 300 characters."
          containerClassName="sm:col-span-2"
          {...field('description')}
        />
        <TextField
          label="Sale starts"
          type="datetime-local"
          hint="Blank: on sale as soon as the event is published."
          {...field('sale_start')}
        />
        <TextField
          label="Sale ends"
          type="datetime-local"
          hint="Blank: on sale until the event ends."
          {...field('sale_end')}
        />
        <TextField
          label="Minimum per order"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
          hint="The fewest one order may take."
          {...field('min_per_order')}
        />
        <TextField
          label="Maximum per order"
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          step={1}
          hint="The most one order may take. Blank: no limit of its own."
          {...field('max_per_order')}
        />
        <div className="flex items-start gap-3 sm:col-span-2">
          <input
            id={`${panelId}-hidden`}
            type="checkbox"
            checked={row.hidden}
            onChange={(event) => onChange({ hidden: event.target.checked })}
            aria-describedby={`${panelId}-hidden-hint`}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <div>
            <label htmlFor={`${panelId}-hidden`} className="text-sm font-semibold text-slate-800">
              Hidden — sold only with an access code
            </label>
            <p id={`${panelId}-hidden-hint`} className="text-xs text-slate-600">
              Not listed on the event page. Buyers see it with a code that unlocks hidden tickets.
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
