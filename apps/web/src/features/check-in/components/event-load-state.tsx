import type { UseQueryResult } from '@tanstack/react-query';
import { EVENT_NOT_FOUND, LoadState, NotFound } from '@/components/ui/load-state';

/** While the event loads, or when it cannot be shown: not found (or not yours), or an error. */
export function EventLoadState({ query, label }: { query: UseQueryResult<unknown, Error>; label: string }) {
  return <LoadState query={query} label={label} notFound={EVENT_NOT_FOUND} />;
}

export function EventNotFound() {
  return <NotFound {...EVENT_NOT_FOUND} />;
}
