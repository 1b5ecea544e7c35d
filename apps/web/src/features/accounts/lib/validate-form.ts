import { MESSAGES } from '@tiketi/contract/messages';
import type { ZodType } from 'zod';

export type FormCheck<T> = { isValid: true; data: T } | { isValid: false; message: string };

/** True when any value is empty or blank. */
export function hasEmptyField(values: Readonly<Record<string, string>>): boolean {
  return Object.values(values).some((value) => value.trim() === '');
}

/**
 * Spec 5 first ('All fields are required' whenever a field is empty), then the contract schema the
 * server applies too, so a bad email or phone is caught here with the server's own wording.
 */
export function validateForm<T>(schema: ZodType<T>, values: Readonly<Record<string, string>>): FormCheck<T> {
  if (hasEmptyField(values)) return { isValid: false, message: MESSAGES.allFieldsRequired };
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    return { isValid: false, message: parsed.error.issues[0]?.message ?? MESSAGES.allFieldsRequired };
  }
  return { isValid: true, data: parsed.data };
}
