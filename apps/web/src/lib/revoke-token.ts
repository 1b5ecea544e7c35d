import { anyMessage, apiRequest, type CallSide } from '@/lib/api-client';

/**
 * Revokes a session token on the server (`POST v1/auth/logout`) without waiting for it: the caller
 * has already dropped the token from this browser, and a failed revoke leaves a token that expires
 * on its own.
 */
export function revokeToken(token: string, side: Exclude<CallSide, 'public'>): void {
  apiRequest({ path: 'v1/auth/logout', method: 'POST', schema: anyMessage, side, token }).catch(
    () => undefined,
  );
}
