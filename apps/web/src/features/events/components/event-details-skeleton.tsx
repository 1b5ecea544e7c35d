import { Skeleton } from '@/components/ui/skeleton';

export function EventDetailsSkeleton() {
  return (
    <div className="container-page py-8 sm:py-12" aria-hidden="true">
      <Skeleton className="aspect-[2/1] w-full rounded-3xl" />
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="mt-8 h-56 w-full rounded-2xl" />
        </div>
        <Skeleton className="h-80 w-full rounded-2xl" />
      </div>
    </div>
  );
}
