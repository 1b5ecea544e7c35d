/** What the identity provider put in the return address of /login or /signup. */
export type ProviderReturn =
  | { kind: 'none' }
  | { kind: 'code'; code: string; state: string; iss?: string }
  | { kind: 'error'; error: string; description: string };

/**
 * Reads a pending redirect sign-in from the query string (spec 2.9: each screen completes it on
 * load). A return with code and state is completed; one with `error` (the person cancelled, say)
 * is only reported.
 */
export function readProviderReturn(search: string): ProviderReturn {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');
  const error = params.get('error');
  if (code && state) {
    const iss = params.get('iss');
    return { kind: 'code', code, state, ...(iss ? { iss } : {}) };
  }
  if (error) return { kind: 'error', error, description: params.get('error_description') ?? '' };
  return { kind: 'none' };
}
