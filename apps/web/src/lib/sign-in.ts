import { type SignedInUser, signedInUser } from '@tiketi/contract/accounts';
import { ApiError, type ApiResponse, apiRequest, UNEXPECTED_RESPONSE_MESSAGE } from './api-client';

/** What a sign-in answers: the session token (the `auth` header) and who it belongs to. */
export interface SignedIn {
  token: string;
  user: SignedInUser;
}

/** The one reading of a sign-in answer: an answer without its session token is unusable. */
export function signedInOf(
  response: Pick<ApiResponse<SignedInUser>, 'status' | 'authToken' | 'message'>,
): SignedIn {
  if (!response.authToken) throw new ApiError(response.status, UNEXPECTED_RESPONSE_MESSAGE);
  return { token: response.authToken, user: response.message };
}

/**
 * A public call that answers with a session: an organizer's verification, recovery, accepted
 * invitation or two-factor code, and an attendee's return from the identity provider. A failure
 * (a wrong code) never forces a logout: this is a sign-in call (spec 8).
 */
export async function requestSignIn(path: string, body: unknown): Promise<SignedIn> {
  const response = await apiRequest({
    path,
    method: 'POST',
    body,
    schema: signedInUser,
    side: 'public',
    skipForcedLogout: true,
  });
  return signedInOf(response);
}
