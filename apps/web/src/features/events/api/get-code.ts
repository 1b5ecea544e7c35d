import { useQuery } from '@tanstack/react-query';
import { appliedCode } from '@tiketi/contract/promo-codes';
import { apiRequest } from '@/lib/api-client';

/**
 * `GET v1/event/{id}/code?code=`: a promo or access code the buyer typed (issue 15), with its
 * discount and the hidden types it unlocks. A refusal answers 400 (unknown, not valid yet, expired,
 * inactive) or 409 (used up), saying why in its description.
 */
export async function getCode(eventId: number, code: string, signal?: AbortSignal) {
  const response = await apiRequest({
    path: `v1/event/${eventId}/code`,
    query: { code },
    schema: appliedCode,
    side: 'public',
    signal,
  });
  return response.message;
}

/** The code the buyer applied, asked once per code; `null` asks nothing (no code applied). */
export function useAppliedCode(eventId: number, code: string | null) {
  return useQuery({
    queryKey: ['events', 'code', eventId, code],
    queryFn: ({ signal }) => getCode(eventId, code ?? '', signal),
    enabled: code !== null,
    // A refusal will not change on a retry: the buyer reads it and types another code.
    retry: false,
  });
}
