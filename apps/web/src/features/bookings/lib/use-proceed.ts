import type { BookingDraft } from '@tiketi/contract/bookings';
import { BOOKING_STATUS, type PaymentMethod } from '@tiketi/contract/constants';
import { useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import type { HeldBooking } from '@/lib/checkout-state';
import { sessionStore } from '@/lib/session';
import { cancelBooking } from '../api/cancel-booking';
import { type CreateBookingVariables, useCreateBooking } from '../api/create-booking';
import { releasedSession } from './booked-session';
import { hasHoldEnded } from './hold-time';
import type { OrderSummary } from './order-lines';
import { freeBookingPath, methodReturnPath, paymentReturnPath } from './success-query';
import { BUSY_ATTEMPTS, BUSY_GAVE_UP, busyRetryAfter, useBusyRetry } from './use-busy-retry';

export interface ProceedRequest {
  draft: BookingDraft;
  method: PaymentMethod;
  isGuest: boolean;
  summary: OrderSummary;
  /** The booking this browser holds (any method), if its secret is still held. */
  held: HeldBooking | null;
  /** M-Pesa: the confirmed number (2547... form). */
  mpesaPhone?: string;
  /** Show the chosen method's payment below the options. */
  onShown: (method: PaymentMethod) => void;
  onError: (message: string) => void;
  /** The order is settled (free, or paid meanwhile): go to its confirmation. */
  onSettled: (path: string) => void;
}

/** The success screen of a held booking that turned out to be paid already. */
function paidPathOf(held: HeldBooking): string {
  const { payment_method: method, client_secret: secret } = held.created;
  if (method === 'mpesa' || method === 'paypal') return methodReturnPath(method, secret ?? '');
  return paymentReturnPath(secret ?? '', 'succeeded');
}

/**
 * Proceed on the payment screen (spec 4). An existing secret of the chosen method shows its
 * payment again without a new call while its hold lasts. A booking held for another method gives
 * its seats back first (one order holds one set of seats), unless it was paid meanwhile; then the
 * booking call holds the seats with the chosen method. A second Proceed while one runs (or waits
 * out a busy server) is ignored.
 */
export function useProceed() {
  const createBooking = useCreateBooking();
  const isRunning = useRef(false);
  const [isReleasing, setReleasing] = useState(false);
  const busy = useBusyRetry();

  // Issue 18: a busy server (503 with Retry-After) is waited out and the same booking sent again,
  // a few times, before the buyer is told; Proceed stays busy meanwhile.
  const book = (variables: CreateBookingVariables, request: ProceedRequest, attempt: number) => {
    let isWaiting = false;
    createBooking.mutate(variables, {
      onSuccess: ({ booking }) => {
        // Free (spec decision #5): confirmed at once, with nothing to pay.
        if (booking.status === BOOKING_STATUS.paid) request.onSettled(freeBookingPath(booking.booking_id));
        else request.onShown(request.method);
      },
      onError: (error) => {
        const seconds = busyRetryAfter(error);
        if (seconds !== null && attempt < BUSY_ATTEMPTS) {
          isWaiting = true;
          busy.wait(seconds, () => book(variables, request, attempt + 1));
          return;
        }
        // Spec 8: the server's message in an 'Error!' dialog; the loading flag resets.
        request.onError(seconds === null ? error.message : BUSY_GAVE_UP);
      },
      onSettled: () => {
        if (!isWaiting) isRunning.current = false;
      },
    });
  };

  const proceed = async (request: ProceedRequest) => {
    if (isRunning.current) return;
    const { held, method } = request;
    const isHoldOn = held !== null && !hasHoldEnded(held.created.expires_at, Date.now());
    if (held && isHoldOn && held.created.payment_method === method) {
      request.onShown(method);
      return;
    }
    isRunning.current = true;
    if (held && isHoldOn) {
      setReleasing(true);
      try {
        const cancelled = await cancelBooking(held.created.client_secret ?? '');
        if (cancelled.status === BOOKING_STATUS.paid) {
          isRunning.current = false;
          request.onSettled(paidPathOf(held));
          return;
        }
      } catch (error) {
        // A booking the server no longer knows holds nothing; any other failure keeps its seats
        // held, so no second booking is made beside it.
        if (!(error instanceof ApiError && error.status === 404)) {
          isRunning.current = false;
          request.onError(
            error instanceof Error ? error.message : 'We could not release your earlier booking.',
          );
          return;
        }
      } finally {
        setReleasing(false);
      }
    }
    if (held) sessionStore.update(releasedSession);
    book(
      {
        draft: { ...request.draft, payment_method: method },
        isGuest: request.isGuest,
        summary: request.summary,
        mpesaPhone: request.mpesaPhone,
      },
      request,
      1,
    );
  };

  return {
    proceed,
    isBusy: createBooking.isPending || isReleasing || busy.secondsLeft !== null,
    /** Seconds until a busy server is tried again, while waiting. */
    busySeconds: busy.secondsLeft,
  };
}
