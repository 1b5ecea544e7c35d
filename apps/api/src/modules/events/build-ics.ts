export interface CalendarEntry {
  uid: string;
  title: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  url?: string;
  now?: Date;
  /**
   * The revision of this entry under its UID (RFC 5545 3.8.7.4): a changed date or place is sent
   * again with the same UID and a higher sequence, so calendars update the entry they have.
   */
  sequence?: number;
  /** The event was cancelled: calendars mark the entry so. */
  cancelled?: boolean;
  /**
   * Issue 16: the event's IANA zone. The times stay UTC instants (right in every calendar); the
   * zone is named as X-WR-TIMEZONE, which calendars that know it use to show the venue's clock.
   */
  timeZone?: string;
}

/** RFC 5545 text escaping: backslash, semicolon, comma and line breaks. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Lines longer than 75 octets are folded with CRLF and a space (RFC 5545 3.1). */
function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (currentBytes + size > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A one-event iCalendar file for "Add to calendar" and confirmation emails. */
export function buildIcs(entry: CalendarEntry): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tiketi//Event ticketing//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(entry.timeZone ? [`X-WR-TIMEZONE:${entry.timeZone}`] : []),
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `DTSTAMP:${formatUtc(entry.now ?? new Date())}`,
    ...(entry.sequence ? [`SEQUENCE:${entry.sequence}`] : []),
    `DTSTART:${formatUtc(entry.start)}`,
    `DTEND:${formatUtc(entry.end)}`,
    `SUMMARY:${escapeText(entry.title)}`,
    `DESCRIPTION:${escapeText(entry.description)}`,
    `LOCATION:${escapeText(entry.location)}`,
    ...(entry.url ? [`URL:${entry.url}`] : []),
    ...(entry.cancelled ? ['STATUS:CANCELLED'] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
