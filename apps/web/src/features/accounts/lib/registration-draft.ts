import { type RegisterOrganizerInput, registerOrganizerInput } from '@tiketi/contract/accounts';
import { MESSAGES } from '@tiketi/contract/messages';
import type { RegistrationDraft, SessionState } from '@/lib/session';
import { toStored } from '@/lib/stored';
import { type FormCheck, hasEmptyField, validateForm } from './validate-form';

/** The registration form of spec 3 as typed so far, kept in the session's `data` between the steps. */
export type { RegistrationDraft } from '@/lib/session';

export const STEP_ONE_FIELDS = ['first_name', 'last_name', 'msisdn', 'email_address'] as const;
export const STEP_TWO_FIELDS = [
  'organization_name',
  'display_name',
  'organization_email_address',
  'organization_msisdn',
] as const;

export type StepOneForm = Pick<RegistrationDraft, (typeof STEP_ONE_FIELDS)[number]>;
export type StepTwoForm = Pick<RegistrationDraft, (typeof STEP_TWO_FIELDS)[number]>;

const ALL_FIELDS = [...STEP_ONE_FIELDS, ...STEP_TWO_FIELDS];

const pick = <K extends keyof RegistrationDraft>(draft: RegistrationDraft, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, draft[key]])) as Pick<RegistrationDraft, K>;

/** Reads the draft from whatever the session holds; anything missing or mistyped is empty. */
export function readRegistrationDraft(stored: SessionState['data']): RegistrationDraft {
  const record: Record<string, unknown> = stored ? (stored as unknown as Record<string, unknown>) : {};
  const draft = {} as RegistrationDraft;
  for (const key of ALL_FIELDS) {
    const value = record[key];
    draft[key] = typeof value === 'string' ? value : '';
  }
  return draft;
}

/** The session patch that keeps `draft` between the steps. */
export function heldRegistrationDraft(draft: RegistrationDraft): Pick<SessionState, 'data'> {
  return { data: toStored(draft) };
}

/** Spec 2.10: step 2 needs first name, last name, phone and email from step 1. */
export function hasStepOne(draft: RegistrationDraft): boolean {
  return !hasEmptyField(pick(draft, STEP_ONE_FIELDS));
}

const stepOneSchema = registerOrganizerInput.pick({
  first_name: true,
  last_name: true,
  msisdn: true,
  email_address: true,
});

/** Step 1: all four fields, then the server's email and phone rules. */
export function checkStepOne(draft: RegistrationDraft): FormCheck<StepOneForm> {
  return validateForm(stepOneSchema, pick(draft, STEP_ONE_FIELDS));
}

/** Step 2 (spec 5): every field, then the terms, then the server's rules for the whole form. */
export function checkStepTwo(
  draft: RegistrationDraft,
  hasAcceptedTerms: boolean,
): FormCheck<RegisterOrganizerInput> {
  if (hasEmptyField(draft)) return { isValid: false, message: MESSAGES.allFieldsRequired };
  if (!hasAcceptedTerms) return { isValid: false, message: MESSAGES.acceptTerms };
  return validateForm(registerOrganizerInput, draft);
}
