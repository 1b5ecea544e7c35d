import type { QueryClient } from '@tanstack/react-query';

/** After any change to an event or its tickets: the lists, the event itself and the dashboard figures. */
export function invalidateOrganizerEvents(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['organizer', 'events'] }),
    queryClient.invalidateQueries({ queryKey: ['organizer', 'summary'] }),
  ]).then(() => undefined);
}
