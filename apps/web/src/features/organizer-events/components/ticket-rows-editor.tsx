import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import {
  canRemoveRow,
  moveRow,
  newTicketRow,
  removeRow,
  type TicketRow,
  type TicketValues,
  updateRow,
  visibleRows,
} from '../lib/ticket-rows';
import { TicketFields } from './ticket-fields';

interface TicketRowsEditorProps {
  rows: readonly TicketRow[];
  onRowsChange: (rows: TicketRow[]) => void;
  /** What a new ticket starts with ('+ Add Ticket'). */
  defaults: TicketValues;
  currency: string;
  disabled?: boolean;
}

/** The repeatable ticket forms with X (never the last one) and '+ Add Ticket', which focuses the new one. */
export function TicketRowsEditor({
  rows,
  onRowsChange,
  defaults,
  currency,
  disabled,
}: TicketRowsEditorProps) {
  const nextKey = useRef(0);
  const shown = visibleRows(rows);
  const canRemove = canRemoveRow(rows);

  const focusRow = (key: string) =>
    requestAnimationFrame(() => {
      document.querySelector<HTMLInputElement>(`fieldset[data-ticket-key="${key}"] input`)?.focus();
    });

  const add = () => {
    nextKey.current += 1;
    const row = newTicketRow(`new-${nextKey.current}`, defaults);
    onRowsChange([...rows, row]);
    focusRow(row.key);
  };

  // The removed form's X had focus: hand it to the neighbouring ticket.
  const remove = (index: number) => {
    const row = shown[index];
    const neighbour = shown[index - 1] ?? shown[index + 1];
    if (!row) return;
    onRowsChange(removeRow(rows, row.key));
    if (neighbour) focusRow(neighbour.key);
  };

  // The moved form keeps its button focused; at the top or bottom, the other one (still enabled).
  const move = (key: string, step: -1 | 1) => {
    onRowsChange(moveRow(rows, key, step));
    requestAnimationFrame(() => {
      const form = document.querySelector(`fieldset[data-ticket-key="${key}"]`);
      const same = form?.querySelector<HTMLButtonElement>(
        `button[data-move="${step === -1 ? 'up' : 'down'}"]`,
      );
      const other = form?.querySelector<HTMLButtonElement>(
        `button[data-move="${step === -1 ? 'down' : 'up'}"]`,
      );
      (same && !same.disabled ? same : other)?.focus();
    });
  };

  return (
    <fieldset disabled={disabled} className="min-w-0 space-y-6">
      <legend className="sr-only">Ticket types</legend>
      {shown.map((row, index) => (
        <TicketFields
          key={row.key}
          row={row}
          position={index + 1}
          currency={currency}
          canRemove={canRemove}
          canMoveUp={index > 0}
          canMoveDown={index < shown.length - 1}
          onChange={(patch) => onRowsChange(updateRow(rows, row.key, patch))}
          onRemove={() => remove(index)}
          onMove={(step) => move(row.key, step)}
        />
      ))}
      {/* The spec's text, plus sign included, is both what shows and the button's name. */}
      <Button variant="outline" onClick={add}>
        + Add Ticket
      </Button>
    </fieldset>
  );
}
