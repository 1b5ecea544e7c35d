import { CheckboxField } from './ui/checkbox-field';

interface TicketTypeChecksProps {
  legend: string;
  hint: string;
  ticketTypes: readonly { id: number; name: string; hidden?: boolean }[];
  /** The ticked types; none ticked means all of them. */
  selected: readonly number[];
  /** The new selection, kept in the ticket types' own order. */
  onChange: (selected: number[]) => void;
}

/** A checkbox per ticket type of the event (a code's or a question's types); none ticked means all. */
export function TicketTypeChecks({ legend, hint, ticketTypes, selected, onChange }: TicketTypeChecksProps) {
  if (ticketTypes.length === 0) return null;
  const toggle = (id: number, checked: boolean) =>
    onChange(
      checked
        ? ticketTypes.map((type) => type.id).filter((typeId) => typeId === id || selected.includes(typeId))
        : selected.filter((typeId) => typeId !== id),
    );
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <p className="text-xs text-slate-600">{hint}</p>
      <div className="mt-2 space-y-2">
        {ticketTypes.map((type) => (
          <CheckboxField
            key={type.id}
            label={type.hidden ? `${type.name} (hidden)` : type.name}
            checked={selected.includes(type.id)}
            onChange={(checked) => toggle(type.id, checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}
