import type { EventCancellation } from '@tiketi/contract/event-operations';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useEventCancellation } from '../api/event-cancellation';

/** 'Refunds: 12 of 40 orders done', with the failures when there are any. */
export function progressLine(progress: EventCancellation): string {
  const done = `Refunds: ${progress.orders_done} of ${progress.orders_total} orders done`;
  return progress.orders_failed > 0 ? `${done}, ${progress.orders_failed} failed` : done;
}

/** How far a cancelled event's refunds are, read again every few seconds while they run. */
export function CancellationProgress({ eventId }: { eventId: number }) {
  const cancellation = useEventCancellation(eventId);

  if (cancellation.isPending) {
    return (
      <div role="status" className="mt-4">
        <span className="sr-only">Loading the refunds</span>
        <Skeleton className="h-5 w-64" />
      </div>
    );
  }
  if (cancellation.isError) {
    return (
      <Alert type="error" className="mt-4">
        <p>{cancellation.error.message}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          isBusy={cancellation.isFetching}
          busyLabel="Retrying..."
          onClick={() => cancellation.refetch()}
        >
          Try again
        </Button>
      </Alert>
    );
  }

  const progress = cancellation.data;
  const isRunning = progress.status === 'running';
  const share = progress.orders_total > 0 ? progress.orders_done / progress.orders_total : 1;
  return (
    <div className="mt-4 space-y-3">
      <p role="status" className="text-sm font-semibold text-slate-900">
        {progressLine(progress)}
        {isRunning ? ' (refunding...)' : ''}
      </p>
      <div aria-hidden="true" className="h-2 w-full max-w-md overflow-hidden rounded-full bg-slate-200">
        <div className="h-full bg-brand-700" style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
      {progress.orders_failed > 0 && (
        <p className="text-sm text-slate-700">
          Failed refunds are tried again. Each order&rsquo;s timeline says why its refund failed.
        </p>
      )}
      {progress.message && (
        <div className="text-sm">
          <p className="font-semibold text-slate-800">Your message to ticket holders</p>
          <p className="mt-1 whitespace-pre-line break-words text-slate-700">{progress.message}</p>
        </div>
      )}
    </div>
  );
}
