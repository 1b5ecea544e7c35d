import { MESSAGES } from '@tiketi/contract/messages';
import { eventFields } from '@tiketi/contract/organizer-events';
import type { FormCheck } from './form-check';
import type { HeldEventForm } from './held-event';

/**
 * The text parts of the create and update calls (spec 7). Issue 16: times go as the wall clock in
 * the event's zone ('2026-12-05T19:00') with `time_zone`; the server reads them there.
 */
export type EventFieldValues = Record<keyof HeldEventForm, string>;

/** Spec 5: the fields step 1 requires (create and edit). */
export const BASIC_FIELDS = [
  'title',
  'category_id',
  'currency',
  'time_zone',
  'start_time',
  'end_time',
  'location',
] as const;

/** Spec decision #1: each description box fills the field its label names. */
export function toEventFields(form: HeldEventForm): EventFieldValues {
  return {
    title: form.title,
    category_id: form.category_id,
    currency: form.currency,
    time_zone: form.time_zone.trim(),
    start_time: form.start_time.trim(),
    end_time: form.end_time.trim(),
    location: form.location,
    short_description: form.short_description,
    full_description: form.full_description,
  };
}

function firstIssue(values: EventFieldValues, fields: readonly string[]): string | null {
  const parsed = eventFields.safeParse(values);
  if (parsed.success) return null;
  const issue = parsed.error.issues.find((item) => fields.includes(String(item.path[0])));
  return issue ? issue.message : null;
}

/**
 * Step 1 (spec 5): 'All fields are required' while any step 1 field is empty, then the server's
 * own rules for those fields ('The event must end after it starts', lengths, a time the zone's
 * clocks skip).
 */
export function checkBasicInformation(form: HeldEventForm): FormCheck<EventFieldValues> {
  if (BASIC_FIELDS.some((key) => form[key].trim() === '')) {
    return { isValid: false, message: MESSAGES.allFieldsRequired };
  }
  const values = toEventFields(form);
  const message = firstIssue(values, BASIC_FIELDS);
  return message ? { isValid: false, message } : { isValid: true, data: values };
}

/** Step 2: step 1's check again (the held data may be old), then the descriptions' limits. */
export function checkEventForm(form: HeldEventForm): FormCheck<EventFieldValues> {
  const basic = checkBasicInformation(form);
  if (!basic.isValid) return basic;
  const message = firstIssue(basic.data, ['short_description', 'full_description']);
  return message ? { isValid: false, message } : basic;
}

/** The multipart body of create and update; the image only when one was chosen. */
export function buildEventFormData(values: EventFieldValues, file: Blob | null): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.append(key, value);
  if (file) body.append('file', file);
  return body;
}
