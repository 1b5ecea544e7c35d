import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDetail } from '@tiketi/contract/orders';
import { apiRequest } from '@/lib/api-client';
import { ORDERS_KEY } from './get-orders';

/** `GET v1/orders/{reference}`: one order with its admissions, timeline and what the caller may do. */
export async function getOrder(reference: string, signal?: AbortSignal) {
  const response = await apiRequest({
    path: `v1/orders/${encodeURIComponent(reference)}`,
    schema: orderDetail,
    side: 'organizer',
    signal,
  });
  return response.message;
}

export const orderQueryKey = (reference: string) => [...ORDERS_KEY, 'detail', reference] as const;

export const orderQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: orderQueryKey(reference),
    queryFn: ({ signal }) => getOrder(reference, signal),
  });

/** While `pollMs` is set the order is read again at that pace (a refund the provider confirms later). */
export function useOrder(reference: string, pollMs: number | false = false) {
  return useQuery({ ...orderQueryOptions(reference), refetchInterval: pollMs });
}
