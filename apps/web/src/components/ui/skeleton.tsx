import { cn } from '@/lib/cn';

/** A grey placeholder block shown while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div className={cn('motion-safe:animate-pulse rounded-lg bg-slate-200', className)} aria-hidden="true" />
  );
}
