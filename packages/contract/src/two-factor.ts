import { z } from 'zod';
import { MESSAGES } from './messages';

/** A code from the authenticator app (6 digits) or a recovery code; spaces are ignored. */
const code = z
  .string({ error: MESSAGES.allFieldsRequired })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: MESSAGES.allFieldsRequired })
      .max(32, { error: 'Enter the 6-digit code from your app or a recovery code' }),
  );

/** `GET v1/auth/2fa`: whether the signed-in organiser signs in with a second factor. */
export const twoFactorStatus = z.object({ enabled: z.boolean() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

/** `POST v1/auth/2fa/setup`: a new secret, as text and as the otpauth:// URI the QR code shows. */
export const twoFactorSetup = z.object({ secret: z.string(), otpauth_uri: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

/** `POST v1/auth/2fa/enable`: confirms the setup with a code from the app. */
export const twoFactorEnableInput = z.object({ code });
export type TwoFactorEnableInput = z.infer<typeof twoFactorEnableInput>;

/** The recovery codes, shown once when two-factor sign-in is turned on. */
export const twoFactorRecoveryCodes = z.object({ recovery_codes: z.array(z.string()) });
export type TwoFactorRecoveryCodes = z.infer<typeof twoFactorRecoveryCodes>;

/** `POST v1/auth/2fa/disable`: needs the password or a code. */
export const twoFactorDisableInput = z
  .object({ password: z.string().max(1024).optional(), code: code.optional() })
  .refine((input) => Boolean(input.password || input.code), {
    error: 'Enter your password or a code to turn off two-factor sign-in',
  });
export type TwoFactorDisableInput = z.infer<typeof twoFactorDisableInput>;

/** What `POST v1/auth/login` answers (202) when the password was right and a code is still needed. */
export const twoFactorChallenge = z.object({ two_factor_token: z.string() });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;

/** `POST v1/auth/2fa/verify`: the 'Two-factor code' step after the password. */
export const twoFactorVerifyInput = z.object({
  two_factor_token: z.string().min(1, { error: MESSAGES.allFieldsRequired }).max(200),
  code,
});
export type TwoFactorVerifyInput = z.infer<typeof twoFactorVerifyInput>;
