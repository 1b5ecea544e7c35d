import { z } from 'zod';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import { MESSAGES } from './messages';

const required = (max: number) =>
  z
    .string({ error: MESSAGES.allFieldsRequired })
    .trim()
    .min(1, { error: MESSAGES.allFieldsRequired })
    .max(max, { error: `Must be at most ${max} characters` });

const email = z
  .string({ error: MESSAGES.allFieldsRequired })
  .trim()
  .min(1, { error: MESSAGES.allFieldsRequired })
  .max(254)
  .pipe(z.email({ error: 'Enter a valid email address' }));

const phone = required(32).refine((value) => /^\+?[0-9 ()-]{7,}$/.test(value), {
  error: 'Enter a valid phone number',
});

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * At least 8 and at most 128 characters, no composition rules, and none of the most common
 * passwords (NIST SP 800-63B; ADR-015).
 */
export const password = z
  .string({ error: MESSAGES.allFieldsRequired })
  .min(1, { error: MESSAGES.allFieldsRequired })
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` })
  .refine((value) => !isCommonPassword(value), { error: COMMON_PASSWORD_MESSAGE, abort: true });

/** `POST v1/client/register` (spec 3 "Registration form"). */
export const registerOrganizerInput = z.object({
  first_name: required(100),
  last_name: required(100),
  msisdn: phone,
  email_address: email,
  organization_name: required(200),
  display_name: required(100),
  organization_email_address: email,
  organization_msisdn: phone,
});
export type RegisterOrganizerInput = z.infer<typeof registerOrganizerInput>;

/** `POST v1/auth/login`: username is the account's email or phone. */
export const loginInput = z.object({
  username: required(254),
  password: z.string().min(1, MESSAGES.allFieldsRequired).max(1024),
});
export type LoginInput = z.infer<typeof loginInput>;

/** `POST v1/auth/password/reset`: verifies a code and sets the password. */
export const passwordResetInput = z.object({
  code: z
    .string({ error: MESSAGES.allFieldsRequired })
    .trim()
    .min(1, { error: MESSAGES.allFieldsRequired })
    .regex(/^\d{6}$/, { error: 'The verification code has 6 digits' }),
  username: required(254),
  password,
});
export type PasswordResetInput = z.infer<typeof passwordResetInput>;

/** `POST v1/auth/password/forgot`. */
export const passwordForgotInput = z.object({ username: required(254) });
export type PasswordForgotInput = z.infer<typeof passwordForgotInput>;

/** `POST v1/register`: invite a teammate. */
export const inviteTeammateInput = z.object({
  first_name: required(100),
  last_name: required(100),
  email_address: email,
  msisdn: phone,
});
export type InviteTeammateInput = z.infer<typeof inviteTeammateInput>;

/** What sign-in, verification and social sign-in return; the web builds user_name from fn and ln. */
export const signedInUser = z.object({
  fn: z.string(),
  ln: z.string(),
  email_address: z.string(),
  msisdn: z.string(),
  account_type: z.enum(['organizer', 'user']),
  role: z.enum(['owner', 'member']).nullable(),
  organization: z.object({ id: z.number().int(), display_name: z.string() }).nullable(),
});
export type SignedInUser = z.infer<typeof signedInUser>;

/** `GET v1/client/self` (spec 3 "Organisation account (self)"). */
export const organizationSelf = z.object({
  organization_name: z.string(),
  display_name: z.string(),
  organization_email_address: z.string(),
  organization_msisdn: z.string(),
  /** The caller's own role, so screens offer only what the server allows (ADR-007). */
  role: z.enum(['owner', 'member']),
});
export type OrganizationSelf = z.infer<typeof organizationSelf>;

/** `GET v1/admin/view`: with a last_login_date a teammate, without one a pending invite. */
export const teammate = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email_address: z.string(),
  msisdn: z.string(),
  role: z.enum(['owner', 'member']),
  last_login_date: z.string().nullable(),
});
export type Teammate = z.infer<typeof teammate>;

/** The session token travels in this header both ways (spec 6). */
export const AUTH_HEADER = 'auth';

/** `DELETE v1/admin/teammates/:id` and `POST v1/admin/teammates/:id/resend` (owner only). */
export const teammateParams = z.object({
  id: z.coerce.number({ error: 'Unknown teammate' }).int().positive({ error: 'Unknown teammate' }),
});
