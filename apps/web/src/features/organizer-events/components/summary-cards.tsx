import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CalendarIcon, ChartIcon, TicketIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useOrganizerSummary } from '../api/get-organizer-summary';
import { netSalesText } from '../lib/net-sales';

interface FigureProps {
  label: string;
  className?: string;
  icon: ReactNode;
  children: ReactNode;
}

function Figure({ label, icon, className, children }: FigureProps) {
  return (
    <div className={cn('rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-5', className)}>
      <dt className="flex items-center gap-3 text-sm font-medium text-slate-600">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-3 truncate text-xl sm:text-2xl font-extrabold tracking-tight text-slate-950 tabular-nums">
        {children}
      </dd>
    </div>
  );
}

/** Dashboard summary (spec decision #4): the organisation's real net sales, events and tickets sold. */
export function SummaryCards() {
  const summary = useOrganizerSummary();

  if (summary.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4" role="status">
        <span className="sr-only">Loading your figures</span>
        {['sales', 'events', 'tickets'].map((key) => (
          <Skeleton
            key={key}
            className="h-[6.75rem] rounded-2xl first:col-span-2 sm:h-[7.25rem] sm:first:col-span-1"
          />
        ))}
      </div>
    );
  }
  if (summary.isError) {
    return (
      <Alert type="error">
        <p>{summary.error.message}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          isBusy={summary.isFetching}
          busyLabel="Retrying..."
          onClick={() => summary.refetch()}
        >
          Try again
        </Button>
      </Alert>
    );
  }

  const { events, tickets_sold } = summary.data;
  const count = new Intl.NumberFormat('en-US');
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      <Figure label="Net sales" icon={<ChartIcon className="size-5" />} className="col-span-2 sm:col-span-1">
        {netSalesText(summary.data)}
      </Figure>
      <Figure label="Events" icon={<CalendarIcon className="size-5" />}>
        {count.format(events)}
      </Figure>
      <Figure label="Total tickets sold" icon={<TicketIcon className="size-5" />}>
        {count.format(tickets_sold)}
      </Figure>
    </dl>
  );
}
