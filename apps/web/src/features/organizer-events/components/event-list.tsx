import type { UseQueryResult } from '@tanstack/react-query';
import { ORGANIZER_PAGE_SIZE } from '@tiketi/contract/constants';
import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CalendarIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { pageCount } from '../lib/tab-windows';
import { OrganizerEventCard } from './organizer-event-card';

interface EventListProps {
  query: UseQueryResult<{ data: OrganizerEvent[]; total: number }>;
  /** Accessible name of the list. */
  label: string;
  /** With paging: the page shown and how to change it. */
  page?: number;
  onPageChange?: (page: number) => void;
}

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3';

function CardSkeleton() {
  return (
    <div className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200">
      <Skeleton className="aspect-[2/1] w-full rounded-none" />
      <div className="flex gap-4 p-5">
        <Skeleton className="h-16 w-14 shrink-0 rounded-xl" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
    </div>
  );
}

/** A page of event cards with its loading, error and empty ('No Events') states, and paging. */
export function EventList({ query, label, page, onPageChange }: EventListProps) {
  if (query.isPending) {
    return (
      <div className={GRID} role="status">
        <span className="sr-only">Loading events</span>
        <CardSkeleton />
        <CardSkeleton />
        <CardSkeleton />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert type="error">
        <p>{query.error.message}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          isBusy={query.isFetching}
          busyLabel="Retrying..."
          onClick={() => query.refetch()}
        >
          Try again
        </Button>
      </Alert>
    );
  }

  const { data, total } = query.data;
  if (data.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white/60 px-6 py-12 text-center">
        <CalendarIcon className="size-8 text-slate-400" />
        <p className="mt-3 font-semibold text-slate-800">No Events</p>
      </div>
    );
  }

  const now = new Date();
  const pages = pageCount(total, ORGANIZER_PAGE_SIZE);
  return (
    <div className="space-y-6" aria-busy={query.isPlaceholderData || undefined}>
      <ul aria-label={label} className={GRID}>
        {data.map((event) => (
          <li key={event.id} className="flex">
            <OrganizerEventCard event={event} now={now} />
          </li>
        ))}
      </ul>
      {page !== undefined && onPageChange && (
        <Pagination
          label={`${label} pages`}
          page={page}
          pageCount={pages}
          onChange={onPageChange}
          isBusy={query.isPlaceholderData}
        />
      )}
    </div>
  );
}
