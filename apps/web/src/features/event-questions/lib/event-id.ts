/** The event id of /organizer/questions/:id, or null when it is not a plain positive number. */
export function parseEventId(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
