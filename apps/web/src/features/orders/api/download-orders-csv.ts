import { useMutation } from '@tanstack/react-query';
import { downloadWithSession } from '@/lib/session-download';
import { type OrderFilters, ordersQueryOf } from '../lib/order-filters';

/** `GET v1/event/{id}/orders.csv`: every order the screen's search and filters select, on no page. */
export function downloadOrdersCsv(eventId: number, filters: OrderFilters): Promise<void> {
  const { q, status, method } = ordersQueryOf(filters, 0);
  return downloadWithSession({
    path: `v1/event/${eventId}/orders.csv`,
    query: { q, status, method },
    fallbackName: `orders-${eventId}.csv`,
  });
}

export function useDownloadOrdersCsv(eventId: number) {
  return useMutation({ mutationFn: (filters: OrderFilters) => downloadOrdersCsv(eventId, filters) });
}
