import { Skeleton } from '@/components/ui/skeleton';

export function EventCardSkeleton() {
  return (
    <div
      className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200"
      aria-hidden="true"
    >
      <Skeleton className="aspect-[2/1] w-full rounded-none" />
      <div className="flex gap-4 p-5">
        <Skeleton className="h-16 w-14 shrink-0 rounded-xl" />
        <div className="flex-1 space-y-2.5">
          <Skeleton className="h-5 w-4/5" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
    </div>
  );
}
