/**
 * Issue 16 (ADR-021): an event's own time zone. Events stored before zones were kept (time_zone
 * NULL) take the platform's, so nothing shown for them changes.
 */
export function eventZone(stored: string | null | undefined, platformZone: string): string {
  return stored || platformZone;
}
