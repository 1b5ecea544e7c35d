import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PromoCodeInput, promoCode } from '@tiketi/contract/promo-codes';
import { z } from 'zod';
import { anyMessage, apiRequest } from '@/lib/api-client';
import { ORGANIZER_SCOPE } from '@/lib/query-scopes';

const codesPath = (eventId: number, codeId?: number) =>
  `v1/event/${eventId}/promo-codes${codeId === undefined ? '' : `/${codeId}`}`;

const promoCodeList = z.array(promoCode);

export const promoCodesQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: [...ORGANIZER_SCOPE, 'promo-codes', eventId],
    queryFn: async ({ signal }) => {
      const response = await apiRequest({
        path: codesPath(eventId),
        schema: promoCodeList,
        side: 'organizer',
        signal,
      });
      return response.message;
    },
  });

/** `GET v1/event/{id}/promo-codes`: the event's codes with their uses and the revenue they brought. */
export function usePromoCodes(eventId: number) {
  return useQuery(promoCodesQueryOptions(eventId));
}

/** Any change to a code refreshes the list, whose uses and revenue the server counts. */
function useCodeMutation<T, R>(eventId: number, send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodesQueryOptions(eventId).queryKey }),
  });
}

export interface CodeSave {
  /** The code being edited; none for a new one. */
  codeId?: number;
  input: PromoCodeInput;
}

/** `POST v1/event/{id}/promo-codes`, or `PUT …/{codeId}` for an edit; a duplicate code answers 409. */
export function useSavePromoCode(eventId: number) {
  return useCodeMutation(eventId, async ({ codeId, input }: CodeSave) => {
    const response = await apiRequest({
      path: codesPath(eventId, codeId),
      method: codeId === undefined ? 'POST' : 'PUT',
      body: input,
      schema: promoCode,
      side: 'organizer',
    });
    return response.message;
  });
}

/** `DELETE v1/event/{id}/promo-codes/{codeId}`: a code already used answers 409 (deactivate it instead). */
export function useDeletePromoCode(eventId: number) {
  return useCodeMutation(eventId, async (codeId: number) => {
    await apiRequest({
      path: codesPath(eventId, codeId),
      method: 'DELETE',
      schema: anyMessage,
      side: 'organizer',
    });
  });
}
