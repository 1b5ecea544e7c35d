import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaidBooking } from '@tiketi/contract/bookings';
import {
  type MpesaPrompt,
  mpesaPrompt,
  PAYMENT_STATUSES,
  type PaymentStatusName,
} from '@tiketi/contract/payments';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { bookingTokenOf, sessionStore } from '@/lib/session';
import { extendedHoldSession } from '../lib/booked-session';
import { retrievedBookingQueryOptions } from './retrieve-booking';

/** How often 'Check your phone' asks whether the prompt was answered. */
export const MPESA_POLL_INTERVAL_MS = 3_000;

/** While the prompt waits on the phone (or the money is on its way), the screen keeps asking. */
function isAwaitingPhone(booking: PaidBooking | undefined): boolean {
  return !booking || booking.payment_status === 'pending' || booking.payment_status === 'processing';
}

/**
 * The M-Pesa booking as the server sees it, asked every few seconds while its prompt is unanswered
 * (`POST v1/booking/retrieve`); it stops once the prompt is paid or ended, and starts again after a
 * new prompt.
 */
export function useMpesaBooking(clientSecret: string) {
  return useQuery({
    ...retrievedBookingQueryOptions(clientSecret),
    staleTime: 0,
    refetchInterval: (query) => (isAwaitingPhone(query.state.data) ? MPESA_POLL_INTERVAL_MS : false),
    // A buyer on a phone switches to the M-Pesa prompt and back: the answer must be seen on return.
    refetchIntervalInBackground: true,
  });
}

/** Puts what a call just learnt into the polled booking, so the screen follows at once. */
function useBookingPatch(clientSecret: string) {
  const queryClient = useQueryClient();
  const { queryKey } = retrievedBookingQueryOptions(clientSecret);
  return {
    patch: (changes: Partial<PaidBooking>) =>
      queryClient.setQueryData(queryKey, (old) => (old ? { ...old, ...changes } : old)),
    refresh: () => queryClient.invalidateQueries({ queryKey }),
  };
}

/**
 * `POST v1/payments/mpesa/retry`: a new prompt to the same phone for the same booking; the seats stay
 * held. 429 (too many prompts) and 409 (the booking is no longer waiting for payment) carry the
 * server's message.
 */
export async function retryMpesa(clientSecret: string): Promise<MpesaPrompt['data']> {
  const response = await apiRequest({
    path: 'v1/payments/mpesa/retry',
    method: 'POST',
    body: { client_secret: clientSecret },
    schema: mpesaPrompt,
    side: 'attendee',
    token: bookingTokenOf(sessionStore.get()),
  });
  return response.message.data;
}

export function useRetryMpesa(clientSecret: string) {
  const booking = useBookingPatch(clientSecret);
  return useMutation({
    mutationFn: () => retryMpesa(clientSecret),
    onSuccess: (prompt) => {
      sessionStore.update((state) => extendedHoldSession(state, clientSecret, prompt.expires_at));
      booking.patch({
        payment_status: prompt.payment_status,
        msisdn: prompt.msisdn,
        expires_at: prompt.expires_at,
      });
    },
    // A refusal may mean the booking moved on (paid meanwhile, or released): read it again.
    onError: () => booking.refresh(),
  });
}

const phoneAnswered = z.object({ data: z.object({ payment_status: z.enum(PAYMENT_STATUSES) }) });

export type SimulatedPhoneAction = 'accept' | 'cancel' | 'timeout' | 'wrong_pin' | 'insufficient_funds';

/**
 * `POST v1/simulated-payments/mpesa/answer`: the offline test phone answers the booking's prompt.
 * The server takes it only from the booking's buyer, so their (or the guest's) token is sent.
 */
export async function answerSimulatedPhone(
  clientSecret: string,
  action: SimulatedPhoneAction,
): Promise<PaymentStatusName> {
  const response = await apiRequest({
    path: 'v1/simulated-payments/mpesa/answer',
    method: 'POST',
    body: { client_secret: clientSecret, action },
    schema: phoneAnswered,
    side: 'attendee',
    token: bookingTokenOf(sessionStore.get()),
  });
  return response.message.data.payment_status;
}

export function useAnswerSimulatedPhone(clientSecret: string) {
  const booking = useBookingPatch(clientSecret);
  return useMutation({
    mutationFn: (action: SimulatedPhoneAction) => answerSimulatedPhone(clientSecret, action),
    onSuccess: (status) => {
      // A paid booking is read back whole (its status and receipt), for the success screen to show.
      if (status === 'paid') booking.refresh();
      else booking.patch({ payment_status: status });
    },
  });
}
