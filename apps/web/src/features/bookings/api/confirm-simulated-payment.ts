import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export const simulatedConfirmResult = z.object({
  status: z.string(),
  error: z
    .object({ type: z.enum(['card_error', 'validation_error']), code: z.string(), message: z.string() })
    .optional(),
});
export type SimulatedConfirmResult = z.infer<typeof simulatedConfirmResult>;

export interface SimulatedConfirmInput {
  client_secret: string;
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/**
 * `POST v1/simulated-payments/confirm`, the test card form's "Pay now". Like Stripe.js
 * confirmPayment, a declined or invalid card is an answer (200 with `error`), not a failure; 404
 * (unknown payment), 409 (cancelled: the hold ran out) and 429 (too many tries) are failures.
 */
export async function confirmSimulatedPayment(input: SimulatedConfirmInput): Promise<SimulatedConfirmResult> {
  const response = await apiRequest({
    path: 'v1/simulated-payments/confirm',
    method: 'POST',
    body: input,
    schema: simulatedConfirmResult,
    side: 'public',
  });
  return response.message;
}

export function useConfirmSimulatedPayment() {
  return useMutation({ mutationFn: confirmSimulatedPayment });
}

/**
 * `POST v1/simulated-payments/authenticate`: the answer to the bank's confirmation step that a
 * 3-D Secure test card asks for. A failed step is an answer with `error`, as for a declined card.
 */
export async function authenticateSimulatedPayment(input: {
  client_secret: string;
  approve: boolean;
}): Promise<SimulatedConfirmResult> {
  const response = await apiRequest({
    path: 'v1/simulated-payments/authenticate',
    method: 'POST',
    body: input,
    schema: simulatedConfirmResult,
    side: 'public',
  });
  return response.message;
}

export function useAuthenticateSimulatedPayment() {
  return useMutation({ mutationFn: authenticateSimulatedPayment });
}
