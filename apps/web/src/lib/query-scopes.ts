/**
 * The first part of every query key that holds a signed-in person's data. A new or ended session
 * drops everything under these scopes (app/provider.tsx), so the next person on the same browser
 * never sees the last one's organisation, team or tickets. Every such key starts with one of them.
 */
export const ORGANIZER_SCOPE = ['organizer'] as const;
export const ATTENDEE_SCOPE = ['attendee'] as const;
export const SESSION_SCOPES = [ORGANIZER_SCOPE, ATTENDEE_SCOPE] as const;
