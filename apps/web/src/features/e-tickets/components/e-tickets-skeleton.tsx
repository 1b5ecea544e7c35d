import { Skeleton } from '@/components/ui/skeleton';

/** The shape of two tickets while the list loads. */
export function ETicketsSkeleton() {
  return (
    <div className="space-y-6" role="status">
      <span className="sr-only">Loading your e-tickets</span>
      {['a', 'b'].map((key) => (
        <div
          key={key}
          className="overflow-hidden rounded-3xl bg-white ring-1 ring-slate-200 md:grid md:grid-cols-[17rem_minmax(0,1fr)]"
        >
          <div className="flex justify-center bg-slate-50 px-5 py-6">
            <Skeleton className="size-52 sm:size-56" />
          </div>
          <div className="space-y-4 p-5 sm:p-7">
            <Skeleton className="h-7 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <div className="grid gap-4 sm:grid-cols-2">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
            <Skeleton className="h-24 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
