import { navigateTo } from '@/lib/navigation';
import { paths } from '@/lib/paths';
import { revokeToken } from '@/lib/revoke-token';
import { sessionStore } from '@/lib/session';

/**
 * Logout: clears the session and goes to /login (spec 4), and revokes the token on the server
 * (spec decision #9, `POST v1/auth/logout`). The page does not wait for the server: a failed revoke
 * leaves a token that expires on its own, and this browser no longer holds it.
 */
export function logout(): void {
  const { tokenKey, accountType } = sessionStore.get();
  sessionStore.clear();
  if (tokenKey) revokeToken(tokenKey, accountType === 'organizer' ? 'organizer' : 'attendee');
  navigateTo(paths.signIn);
}
