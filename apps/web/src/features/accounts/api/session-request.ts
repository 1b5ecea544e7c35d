import { signedInUser } from '@tiketi/contract/accounts';
import { ApiError, apiRequest, UNEXPECTED_RESPONSE_MESSAGE } from '@/lib/api-client';

/**
 * A public call that answers with an organizer session (recovery, verification, accepted
 * invitations and the 'Two-factor code' step): the token must come with the user, and a wrong
 * code never forces a logout.
 */
export async function requestOrganizerSession(path: string, body: unknown) {
  const response = await apiRequest({
    path,
    method: 'POST',
    body,
    schema: signedInUser,
    side: 'public',
    skipForcedLogout: true,
  });
  if (!response.authToken) throw new ApiError(response.status, UNEXPECTED_RESPONSE_MESSAGE);
  return { token: response.authToken, user: response.message };
}
