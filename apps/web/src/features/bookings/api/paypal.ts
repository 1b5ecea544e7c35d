import { useMutation, useQuery } from '@tanstack/react-query';
import { type PaypalCaptured, paypalCaptured, simulatedPaypalOrder } from '@tiketi/contract/payments';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { bookingTokenOf, sessionStore } from '@/lib/session';

/**
 * `POST v1/payments/paypal/capture`: the buyer approved the order at PayPal; the server takes the
 * money and answers COMPLETED, PENDING (held for review; the seats stay held) or DECLINED.
 */
export async function capturePaypal(orderId: string): Promise<PaypalCaptured['data']> {
  const response = await apiRequest({
    path: 'v1/payments/paypal/capture',
    method: 'POST',
    body: { order_id: orderId },
    schema: paypalCaptured,
    side: 'attendee',
    token: bookingTokenOf(sessionStore.get()),
  });
  return response.message.data;
}

/** `GET v1/simulated-payments/paypal/order`: what the simulated approval page shows. */
export async function getSimulatedPaypalOrder(orderId: string, signal?: AbortSignal) {
  const response = await apiRequest({
    path: 'v1/simulated-payments/paypal/order',
    query: { order_id: orderId },
    schema: simulatedPaypalOrder,
    side: 'public',
    signal,
  });
  return response.message.data;
}

export function useSimulatedPaypalOrder(orderId: string) {
  return useQuery({
    queryKey: ['payments', 'simulated-paypal-order', orderId],
    queryFn: ({ signal }) => getSimulatedPaypalOrder(orderId, signal),
    staleTime: 0,
  });
}

export type SimulatedPaypalAction = 'approve' | 'approve_pending' | 'decline' | 'cancel';

const approvalAnswer = z.object({ data: z.object({ status: z.string() }) });

/** `POST v1/simulated-payments/paypal/approve`: the test buyer's answer on the simulated PayPal page. */
export async function approveSimulatedPaypal(orderId: string, action: SimulatedPaypalAction) {
  const response = await apiRequest({
    path: 'v1/simulated-payments/paypal/approve',
    method: 'POST',
    body: { order_id: orderId, action },
    schema: approvalAnswer,
    side: 'public',
  });
  return response.message.data.status;
}

/**
 * The simulated page's answer, then (unless the buyer cancelled) the capture the real PayPal
 * buttons' onApprove makes: the page goes where the capture's status says.
 */
export function useSimulatedPaypalAnswer(orderId: string) {
  return useMutation({
    mutationFn: async (action: SimulatedPaypalAction) => {
      if (action === 'cancel') {
        // Cancel always returns the buyer to the payment screen; the order simply stays unpaid.
        await approveSimulatedPaypal(orderId, action).catch(() => undefined);
        return null;
      }
      await approveSimulatedPaypal(orderId, action);
      return capturePaypal(orderId);
    },
  });
}

export function useCapturePaypal() {
  return useMutation({ mutationFn: capturePaypal });
}
