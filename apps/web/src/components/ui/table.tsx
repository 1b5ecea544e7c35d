import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface Column {
  label: ReactNode;
  /** Numbers line up on the right. */
  isNumeric?: boolean;
  className?: string;
}

/** A list table of wide screens (team, attendees): a header row over plain rows; narrow screens list cards. */
export function ListTable({
  caption,
  columns,
  className,
  bodyClassName,
  children,
}: {
  caption: string;
  columns: readonly Column[];
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('hidden overflow-x-auto', className)}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
            {columns.map((column, index) => (
              <th
                // Columns are fixed for one table; some have no text of their own.
                // biome-ignore lint/suspicious/noArrayIndexKey: a static list
                key={index}
                scope="col"
                className={cn(
                  'py-3 pr-4 font-semibold last:pr-0',
                  column.isNumeric && 'text-right',
                  column.className,
                )}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cn('divide-y divide-slate-100', bodyClassName)}>{children}</tbody>
      </table>
    </div>
  );
}

/** An order's table (an event's tickets, a booking's lines): a card with a header row and the total last. */
export function OrderTable({
  caption,
  columns,
  cell,
  total,
  totalLabel = 'Total',
  className,
  textClassName = 'text-sm',
  children,
}: {
  caption: string;
  columns: readonly Column[];
  /** The padding of every cell, so a dense table can keep its columns on a phone. */
  cell: string;
  total: ReactNode;
  /** The last row's label: 'Subtotal' when price lines (issue 15) follow the table. */
  totalLabel?: string;
  className?: string;
  /** The table's text size; 'text-sm' unless a dense table asks for less on phones. */
  textClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200', className)}>
      <table className={cn('w-full text-left', textClassName)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-bold text-slate-700 sm:tracking-wide sm:uppercase">
          <tr>
            {columns.map((column, index) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: a static list
                key={index}
                scope="col"
                className={cn(cell, column.isNumeric && 'text-right', column.className)}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
        <tfoot className="border-t-2 border-slate-200 bg-brand-50/60">
          <tr>
            <th
              scope="row"
              colSpan={columns.length - 1}
              className={cn(cell, 'text-right font-bold text-slate-950')}
            >
              {totalLabel}
            </th>
            <td
              className={cn(cell, 'text-right font-extrabold whitespace-nowrap text-slate-950 tabular-nums')}
            >
              {total}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
