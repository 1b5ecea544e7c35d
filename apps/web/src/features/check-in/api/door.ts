import { checkInResult } from '@tiketi/contract/check-in';
import { checkInLog, type DeviceScan, doorList, doorSearchResult, syncResult } from '@tiketi/contract/door';
import { anyMessage, apiRequest } from '@/lib/api-client';
import { downloadWithSession } from '@/lib/session-download';

/** `GET v1/event/{id}/checkin/list`: one page of the door list, or what changed since `since`. */
export async function getDoorList(eventId: number, input: { page: number; limit: number; since?: number }) {
  const response = await apiRequest({
    path: `v1/event/${eventId}/checkin/list`,
    query: { page: input.page, limit: input.limit, since: input.since },
    schema: doorList,
    side: 'organizer',
  });
  return response.message;
}

/** `POST v1/event/{id}/checkin/sync`: this device's scans, applied by id (sending twice is harmless). */
export async function syncScans(eventId: number, device: string, scans: DeviceScan[]) {
  const response = await apiRequest({
    path: `v1/event/${eventId}/checkin/sync`,
    method: 'POST',
    body: { device, scans },
    schema: syncResult,
    side: 'organizer',
  });
  return response.message.data;
}

/** `POST v1/event/{id}/checkin` by hand: one admission of a booking. */
export async function checkInByHand(
  eventId: number,
  input: { booking_id: string; number: number; device?: string },
) {
  const response = await apiRequest({
    path: `v1/event/${eventId}/checkin`,
    method: 'POST',
    body: input,
    schema: checkInResult,
    side: 'organizer',
  });
  return response.message;
}

/** `GET v1/event/{id}/checkin/search?q=`: names, email, phone or reference. */
export async function searchAdmissions(eventId: number, q: string, signal?: AbortSignal) {
  const response = await apiRequest({
    path: `v1/event/${eventId}/checkin/search`,
    query: { q },
    schema: doorSearchResult,
    side: 'organizer',
    signal,
  });
  return response.message.data;
}

/** `DELETE v1/event/{id}/checkin/{booking_id}/{number}`: undoes a check-in (the log keeps both). */
export async function undoCheckIn(eventId: number, bookingId: string, number: number) {
  await apiRequest({
    path: `v1/event/${eventId}/checkin/${encodeURIComponent(bookingId)}/${number}`,
    method: 'DELETE',
    schema: anyMessage,
    side: 'organizer',
  });
}

/** `GET v1/event/{id}/checkin/log`. */
export async function getCheckInLog(
  eventId: number,
  input: { page: number; limit: number; device?: string },
  signal?: AbortSignal,
) {
  const response = await apiRequest({
    path: `v1/event/${eventId}/checkin/log`,
    query: { page: input.page, limit: input.limit, device: input.device || undefined },
    schema: checkInLog,
    side: 'organizer',
    signal,
  });
  return response.message;
}

/** `GET v1/event/{id}/checkin/log.csv`, with the session's Auth header. */
export function downloadCheckInLogCsv(eventId: number, device?: string) {
  return downloadWithSession({
    path: `v1/event/${eventId}/checkin/log.csv`,
    query: { device: device || undefined },
    fallbackName: `check-in-log-${eventId}.csv`,
  });
}
