import { z } from 'zod';
import { CURRENCIES } from './constants';
import { MESSAGES } from './messages';
import { INSTANT_PATTERN, isTimeZone, LOCAL_TIME_PATTERN, localTimeToInstant } from './time-zones';

/** A required text field of the organizer's forms, trimmed, with a maximum length. */
export const requiredText = (max: number) =>
  z
    .string({ error: MESSAGES.allFieldsRequired })
    .trim()
    .min(1, { error: MESSAGES.allFieldsRequired })
    .max(max, { error: `Must be at most ${max} characters` });

/** A start or end as sent: an instant with its offset, or a wall-clock time read in the event's zone. */
const eventTime = z
  .string({ error: MESSAGES.allFieldsRequired })
  .trim()
  .min(1, { error: MESSAGES.allFieldsRequired })
  .refine(
    (value) =>
      (INSTANT_PATTERN.test(value) && !Number.isNaN(Date.parse(value))) || LOCAL_TIME_PATTERN.test(value),
    { error: 'Enter a valid date and time' },
  );

/**
 * The text fields of create and update (multipart, spec 7). Issue 16: `time_zone` (IANA) is the
 * event's own zone; absent, `defaultZone` (the event's current zone on update, else the
 * organisation's, else the platform's). `start_time` and `end_time` may be instants
 * (`2026-12-05T16:00:00Z`) or local times without an offset (`2026-12-05T19:00`) read in that zone;
 * a local time the zone skips is refused, and one it repeats is its first occurrence.
 */
export function eventFieldsIn(defaultZone: string) {
  return z
    .object({
      title: requiredText(200),
      category_id: z
        .string({ error: MESSAGES.allFieldsRequired })
        .trim()
        .min(1, { error: MESSAGES.allFieldsRequired })
        .regex(/^\d{1,9}$/, { error: 'Choose a category' })
        .transform(Number),
      currency: z.enum(CURRENCIES, { error: `Currency must be one of ${CURRENCIES.join(', ')}` }),
      time_zone: z
        .string()
        .trim()
        .refine(isTimeZone, { error: 'Choose a time zone from the list, such as Africa/Nairobi' })
        .optional(),
      start_time: eventTime,
      end_time: eventTime,
      location: requiredText(300),
      short_description: z
        .string()
        .trim()
        .max(500, { error: 'Short description must be at most 500 characters' })
        .default(''),
      full_description: z
        .string()
        .trim()
        .max(20_000, { error: 'Full description must be at most 20000 characters' })
        .default(''),
    })
    .transform((event, ctx) => {
      const timeZone = event.time_zone || defaultZone;
      const read = (field: 'start_time' | 'end_time') => {
        const value = event[field];
        if (INSTANT_PATTERN.test(value)) return new Date(value);
        const local = localTimeToInstant(value, timeZone);
        if (local.ok) return local.instant;
        ctx.addIssue({ code: 'custom', message: local.message, path: [field] });
        return null;
      };
      const start = read('start_time');
      const end = read('end_time');
      if (!start || !end) return z.NEVER;
      if (end.getTime() < start.getTime()) {
        ctx.addIssue({ code: 'custom', message: 'The event must end after it starts', path: ['end_time'] });
        return z.NEVER;
      }
      return { ...event, time_zone: timeZone, start_time: start, end_time: end };
    });
}

/** The fields read with the platform's default zone, UTC, when no zone is known. */
export const eventFields = eventFieldsIn('UTC');
export type EventFields = z.infer<typeof eventFields>;
