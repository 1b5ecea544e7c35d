import type { PromoCode } from '@tiketi/contract/promo-codes';
import { Button } from '@/components/ui/button';
import { ListTable } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';
import { appliesToLabel, discountLabel, usesLabel, windowLabel } from '../lib/code-facts';

export interface CodeActions {
  onEdit: (code: PromoCode) => void;
  onToggle: (code: PromoCode) => void;
  onDelete: (code: PromoCode) => void;
  /** The code being switched on or off right now, if any. */
  togglingId: number | null;
}

interface PromoCodeListProps extends CodeActions {
  codes: readonly PromoCode[];
  ticketTypes: readonly { id: number; name: string }[];
}

function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        active ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700',
      )}
    >
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}

const COMPACT = 'px-2.5 text-brand-700 hover:text-brand-800';

/**
 * Edit, Deactivate or Activate, Delete; each names its code for a screen reader. In the table they
 * are compact text buttons on one line, so the row stays short.
 */
function Actions({
  code,
  onEdit,
  onToggle,
  onDelete,
  togglingId,
  isCompact = false,
}: CodeActions & { code: PromoCode; isCompact?: boolean }) {
  const named = (verb: string) => (
    <>
      <span aria-hidden="true">{verb}</span>
      <span className="sr-only">
        {verb} {code.code}
      </span>
    </>
  );
  return (
    <div className={cn('flex flex-wrap gap-2', isCompact && 'justify-end gap-1')}>
      <Button
        variant={isCompact ? 'ghost' : 'outline'}
        size="sm"
        className={cn(isCompact && COMPACT)}
        onClick={() => onEdit(code)}
      >
        {named('Edit')}
      </Button>
      <Button
        variant={isCompact ? 'ghost' : 'outline'}
        size="sm"
        className={cn(isCompact && COMPACT)}
        isBusy={togglingId === code.id}
        busyLabel="Saving…"
        disabled={togglingId !== null}
        onClick={() => onToggle(code)}
      >
        {named(code.active ? 'Deactivate' : 'Activate')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className={cn('text-red-700 hover:bg-red-50', isCompact && 'px-2.5')}
        onClick={() => onDelete(code)}
      >
        {named('Delete')}
      </Button>
    </div>
  );
}

const COLUMNS = [
  { label: 'Code' },
  { label: 'Discount' },
  { label: 'Applies to' },
  { label: 'Uses', isNumeric: true },
  { label: 'Valid' },
  { label: 'Revenue', isNumeric: true },
  { label: 'Status' },
  { label: <span className="sr-only">Actions</span> },
];

/** The event's codes: cards on a phone, a table from a tablet up. */
export function PromoCodeList({ codes, ticketTypes, ...actions }: PromoCodeListProps) {
  return (
    <>
      <ul aria-label="Promo codes" className="divide-y divide-slate-200 md:hidden">
        {codes.map((code) => (
          <li key={code.id} className="space-y-3 py-4">
            <div className="flex items-start justify-between gap-3">
              <span className="font-mono font-semibold break-all text-slate-950">{code.code}</span>
              <StatusBadge active={code.active} />
            </div>
            <dl className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">Discount</dt>
              <dd className="text-slate-800">{discountLabel(code)}</dd>
              <dt className="text-slate-600">Applies to</dt>
              <dd className="text-slate-800">{appliesToLabel(code, ticketTypes)}</dd>
              <dt className="text-slate-600">Uses</dt>
              <dd className="text-slate-800 tabular-nums">{usesLabel(code)}</dd>
              <dt className="text-slate-600">Valid</dt>
              <dd className="text-slate-800">{windowLabel(code)}</dd>
              <dt className="text-slate-600">Revenue</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">
                {formatMoney(code.revenue, code.currency)}
              </dd>
            </dl>
            <Actions code={code} {...actions} />
          </li>
        ))}
      </ul>
      <ListTable caption="Promo codes" columns={COLUMNS} className="md:block" bodyClassName="align-top">
        {codes.map((code) => (
          <tr key={code.id}>
            <td className="py-3.5 pr-4 font-mono font-semibold whitespace-nowrap text-slate-950">
              {code.code}
            </td>
            <td className="py-3.5 pr-4 text-slate-800">{discountLabel(code)}</td>
            <td className="min-w-32 py-3.5 pr-4 text-slate-800">{appliesToLabel(code, ticketTypes)}</td>
            <td className="py-3.5 pr-4 text-right whitespace-nowrap text-slate-800 tabular-nums">
              {usesLabel(code)}
            </td>
            <td className="min-w-36 py-3.5 pr-4 text-slate-800">{windowLabel(code)}</td>
            <td className="py-3.5 pr-4 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
              {formatMoney(code.revenue, code.currency)}
            </td>
            <td className="py-3.5 pr-4">
              <StatusBadge active={code.active} />
            </td>
            <td className="min-w-56 py-2">
              <Actions code={code} {...actions} isCompact />
            </td>
          </tr>
        ))}
      </ListTable>
    </>
  );
}
