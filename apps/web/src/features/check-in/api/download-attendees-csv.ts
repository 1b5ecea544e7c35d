import { useMutation } from '@tanstack/react-query';
import { downloadWithSession } from '@/lib/session-download';

/** `GET v1/event/{id}/attendees.csv`, downloaded with the session's Auth header. */
export function downloadAttendeesCsv(eventId: number): Promise<void> {
  return downloadWithSession({
    path: `v1/event/${eventId}/attendees.csv`,
    fallbackName: `attendees-${eventId}.csv`,
  });
}

export function useDownloadAttendeesCsv(eventId: number) {
  return useMutation({ mutationFn: () => downloadAttendeesCsv(eventId) });
}
