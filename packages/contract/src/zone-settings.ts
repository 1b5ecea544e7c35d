import { z } from 'zod';
import { isTimeZone } from './time-zones';

/**
 * Issue 16: the zones behind each event's own (ADR-021). The platform's zone (config TZ) reads the
 * home page's 'Today' and 'This weekend'; an organisation's zone is where its new events start.
 */

/** `GET v1/platform/time`: the platform's zone and today's date in it. */
export const platformTime = z.object({
  time_zone: z.string(),
  /** YYYY-MM-DD in `time_zone`. */
  today: z.string(),
});
export type PlatformTime = z.infer<typeof platformTime>;

/** `PUT v1/client/time-zone`: the organisation's zone; null to follow the platform's. */
export const organizationZoneInput = z.object({
  time_zone: z
    .string({ error: 'time_zone must be an IANA zone such as Africa/Nairobi, or null' })
    .trim()
    .refine(isTimeZone, { error: 'Choose a time zone from the list, such as Africa/Nairobi' })
    .nullable(),
});
export type OrganizationZoneInput = z.infer<typeof organizationZoneInput>;

/** `GET v1/client/time-zone`: the organisation's own zone (null: none set) and the one in force. */
export const organizationZone = z.object({
  time_zone: z.string().nullable(),
  /** `time_zone`, or the platform's when none is set: what a new event's picker starts on. */
  effective: z.string(),
});
export type OrganizationZone = z.infer<typeof organizationZone>;
