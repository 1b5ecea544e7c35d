import { revokeToken } from '@/lib/revoke-token';
import { sessionStore } from '@/lib/session';
import { signedOutBuyerSession } from '../lib/booked-session';

/**
 * 'Not you?' for a signed-in attendee on the payment screen: the account is signed out here and its
 * token revoked (`POST v1/auth/logout`), but the order stays, so the person at the screen goes on
 * as a guest with their own details. A failed revoke leaves a token that expires on its own.
 */
export function signOutBuyer(): void {
  const { tokenKey } = sessionStore.get();
  sessionStore.update(signedOutBuyerSession);
  if (tokenKey) revokeToken(tokenKey, 'attendee');
}
