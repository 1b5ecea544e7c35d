import { anyMessage, apiRequest } from '@/lib/api-client';
import { navigateTo } from '@/lib/navigation';
import { sessionStore } from '@/lib/session';

/**
 * Logout: clears the session and goes to /login (spec 4), and revokes the token on the server
 * (decision 9, `POST v1/auth/logout`). The page does not wait for the server: a failed revoke
 * leaves a token that expires on its own, and this browser no longer holds it.
 */
export function logout(): void {
  const { tokenKey, accountType } = sessionStore.get();
  sessionStore.clear();
  if (tokenKey) {
    apiRequest({
      path: 'v1/auth/logout',
      method: 'POST',
      schema: anyMessage,
      side: accountType === 'organizer' ? 'organizer' : 'attendee',
      token: tokenKey,
    }).catch(() => undefined);
  }
  navigateTo('/login');
}
