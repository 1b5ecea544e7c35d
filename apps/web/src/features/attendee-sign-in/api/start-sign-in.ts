import { useMutation } from '@tanstack/react-query';
import { type SignInReturnPath, startSignInResult } from '@tiketi/contract/attendee-sign-in';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST v1/auth/oidc/start`: the identity provider's sign-in address for a new flow that returns
 * to `redirect`. The server also sets an HttpOnly cookie tying the flow to this browser.
 */
export async function startSignIn(redirect: SignInReturnPath): Promise<string> {
  const response = await apiRequest({
    path: 'v1/auth/oidc/start',
    method: 'POST',
    body: { redirect },
    schema: startSignInResult,
    side: 'public',
    skipForcedLogout: true,
  });
  return response.message.authorization_url;
}

/** Starts the flow and leaves for the provider; the caller keeps its busy label until the page goes. */
export function useStartSignIn() {
  return useMutation({
    mutationFn: startSignIn,
    onSuccess: (authorizationUrl) => window.location.assign(authorizationUrl),
  });
}
