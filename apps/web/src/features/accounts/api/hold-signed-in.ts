import { sessionStore } from '@/lib/session';
import type { SignedIn } from '@/lib/sign-in';
import { signedInSession } from '../lib/signed-in-session';

/** Keeps a sign-in's organizer session (spec 4): every organizer sign-in mutation's onSuccess. */
export function holdSignedIn({ token, user }: SignedIn): void {
  sessionStore.update(signedInSession(token, user));
}
