import { cn } from '@/lib/cn';
import type { EventBadge } from '../lib/event-badge';

const styles: Record<EventBadge, string> = {
  Cancelled: 'bg-red-100 text-red-800',
  Ended: 'bg-slate-200 text-slate-800',
  'In progress': 'bg-green-100 text-green-800',
  Upcoming: 'bg-brand-50 text-brand-800',
  Draft: 'bg-amber-100 text-amber-900',
};

/** Spec 2.11 card badge: Ended, In progress, Upcoming or Draft; Cancelled (issue 14). */
export function EventStatusBadge({ badge, className }: { badge: EventBadge; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap',
        styles[badge],
        className,
      )}
    >
      {badge}
    </span>
  );
}
