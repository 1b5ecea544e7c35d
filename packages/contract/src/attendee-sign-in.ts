import { z } from 'zod';

/** The screens an identity provider may return the browser to (spec 2.9: signup and login). */
export const signInReturnPaths = ['/login', '/signup'] as const;
export type SignInReturnPath = (typeof signInReturnPaths)[number];

/** `POST v1/auth/oidc/start`: where the provider should send the browser back. */
export const startSignInInput = z.object({ redirect: z.enum(signInReturnPaths) });
export type StartSignInInput = z.infer<typeof startSignInInput>;

export const startSignInResult = z.object({ authorization_url: z.url() });
export type StartSignInResult = z.infer<typeof startSignInResult>;

const callbackValue = z.string().trim().min(1).max(4096);

/**
 * `POST v1/auth/oidc/callback`: the parameters the provider put in the return address, and which
 * screen it returned to. `iss` is the issuer's name for itself (RFC 9207), when it sends one.
 */
export const completeSignInInput = z.object({
  redirect: z.enum(signInReturnPaths),
  code: callbackValue,
  state: callbackValue,
  iss: callbackValue.optional(),
});
export type CompleteSignInInput = z.infer<typeof completeSignInInput>;

const profileField = z.string().max(2048).default('');

/**
 * `POST v1/auth/firebase` (spec 3 "Social sign-in payload") plus `id_token`, the Firebase ID token.
 * The server reads the person only from the verified token (spec decision #6); the other fields are
 * accepted so clients written from the spec keep working, and are ignored.
 */
export const firebaseSignInInput = z.object({
  id_token: z
    .string({ error: 'id_token is required: the Firebase ID token of the signed-in person' })
    .trim()
    .min(1, { error: 'id_token is required: the Firebase ID token of the signed-in person' })
    .max(8192),
  firebaseUid: profileField,
  email: profileField,
  name: profileField,
  photoURL: profileField,
  providerId: profileField,
  phoneNumber: profileField,
});
export type FirebaseSignInInput = z.infer<typeof firebaseSignInInput>;
