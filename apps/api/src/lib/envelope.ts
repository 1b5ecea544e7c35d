/** The response body of every call: `{ status, message, status_description }` (spec 7). */
export function envelope<T>(status: number, message: T, description: string) {
  return { status, message, status_description: description };
}
