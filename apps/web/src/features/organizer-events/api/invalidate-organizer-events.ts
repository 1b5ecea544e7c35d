import type { QueryClient } from '@tanstack/react-query';
import { ORGANIZER_EVENTS_KEY } from './get-organizer-events';
import { organizerSummaryQueryOptions } from './get-organizer-summary';

/** After any change to an event or its tickets: the lists, the event itself and the dashboard figures. */
export function invalidateOrganizerEvents(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ORGANIZER_EVENTS_KEY }),
    queryClient.invalidateQueries({ queryKey: organizerSummaryQueryOptions().queryKey }),
  ]).then(() => undefined);
}
