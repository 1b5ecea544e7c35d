import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CancelOrderInput,
  type OrderDetail,
  orderChanged,
  type RefundInput,
  type UpdateBuyerInput,
} from '@tiketi/contract/orders';
import type { AnswersCorrectionInput } from '@tiketi/contract/questions';
import { apiRequest } from '@/lib/api-client';
import { orderQueryKey } from './get-order';
import { ORDERS_KEY } from './get-orders';

const orderPath = (reference: string, action?: string) =>
  `v1/orders/${encodeURIComponent(reference)}${action ? `/${action}` : ''}`;

/** A money action's answer: the order as it is now; `isConfirmedLater` on a 202 (the provider confirms later). */
export interface OrderChange {
  order: OrderDetail;
  isConfirmedLater: boolean;
}

async function changeOrder(
  reference: string,
  action: string | undefined,
  method: 'POST' | 'PUT',
  body: unknown,
): Promise<OrderChange> {
  const response = await apiRequest({
    path: orderPath(reference, action),
    method,
    body,
    schema: orderChanged,
    side: 'organizer',
  });
  return { order: response.message, isConfirmedLater: response.status === 202 };
}

/** Puts the answered order on the screen at once, and refreshes the lists that show it. */
function useOrderMutation<T>(reference: string, send: (input: T) => Promise<OrderChange>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (change) => {
      queryClient.setQueryData(orderQueryKey(reference), change.order);
      void queryClient.invalidateQueries({ queryKey: [...ORDERS_KEY, 'event'] });
    },
  });
}

/** `POST v1/orders/{reference}/refund`: no amount refunds everything left and voids the tickets. */
export function useRefundOrder(reference: string) {
  return useOrderMutation(reference, (input: RefundInput) => changeOrder(reference, 'refund', 'POST', input));
}

/** `POST v1/orders/{reference}/refund-paid`: the M-Pesa receipt of a refund paid out by hand. */
export function useRecordPayout(reference: string) {
  return useOrderMutation(reference, (receipt: string) =>
    changeOrder(reference, 'refund-paid', 'POST', { reference: receipt }),
  );
}

/** `POST v1/orders/{reference}/cancel`: voids the tickets; a paid order is refunded unless `refund` is false. */
export function useCancelOrder(reference: string) {
  return useOrderMutation(reference, (input: CancelOrderInput) =>
    changeOrder(reference, 'cancel', 'POST', input),
  );
}

/** `PUT v1/orders/{reference}`: the buyer's name, email or phone. */
export function useUpdateBuyer(reference: string) {
  return useOrderMutation(reference, (input: UpdateBuyerInput) =>
    changeOrder(reference, undefined, 'PUT', input),
  );
}

/** `POST v1/orders/{reference}/resend`: the confirmation and e-tickets again, to the buyer's current email. */
export function useResendTickets(reference: string) {
  return useOrderMutation(reference, () => changeOrder(reference, 'resend', 'POST', undefined));
}

/** Issue 16, `PUT v1/orders/{reference}/answers`: corrected answers, holders' names and emails; answers the order. */
export function useCorrectAnswers(reference: string) {
  return useOrderMutation(reference, (input: AnswersCorrectionInput) =>
    changeOrder(reference, 'answers', 'PUT', input),
  );
}
