const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The line above the attendee list: free ($0) bookings are attendees too, but not paid bookings,
 * so they are counted apart.
 */
export function bookingCountLine(total: number, free: number): string {
  const paid = total - free;
  if (free === 0) return plural(paid, 'paid booking');
  if (paid === 0) return plural(free, 'free booking');
  return `${plural(total, 'booking')}: ${paid} paid, ${free} free`;
}
