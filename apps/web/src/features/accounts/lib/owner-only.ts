/** What a teammate reads where the owner would invite: the server's own 403 (ADR-007). */
export const OWNER_ONLY = 'Only the organisation owner can invite teammates.';
