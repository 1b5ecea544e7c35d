import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ORDER_PAGE_SIZE, orderList } from '@tiketi/contract/orders';
import { apiRequest } from '@/lib/api-client';
import { ORGANIZER_SCOPE } from '@/lib/query-scopes';
import { type OrderFilters, ordersQueryOf } from '../lib/order-filters';

/** Every order query: an action on one order refreshes the lists it may appear in. */
export const ORDERS_KEY = [...ORGANIZER_SCOPE, 'orders'] as const;

/** `GET v1/event/{id}/orders`: the event's orders in every state, newest first, a page at a time. */
export async function getOrders(eventId: number, filters: OrderFilters, signal?: AbortSignal) {
  const response = await apiRequest({
    path: `v1/event/${eventId}/orders`,
    query: ordersQueryOf(filters, ORDER_PAGE_SIZE),
    schema: orderList,
    side: 'organizer',
    signal,
  });
  return response.message;
}

export const ordersQueryOptions = (eventId: number, filters: OrderFilters) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'event', eventId, filters],
    queryFn: ({ signal }) => getOrders(eventId, filters, signal),
    placeholderData: keepPreviousData,
  });

export function useOrders(eventId: number, filters: OrderFilters) {
  return useQuery(ordersQueryOptions(eventId, filters));
}
