import { PAYMENT_MESSAGE_MS } from '@tiketi/contract/constants';
import { useCallback, useEffect, useState } from 'react';

/**
 * The card form's message (spec 8): shown until it is replaced or for 4 seconds (spec 9). Each
 * call to `show` starts the 4 seconds again, even with the same text.
 */
export function usePaymentMessage() {
  const [message, setMessage] = useState<{ text: string; at: number } | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), PAYMENT_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const show = useCallback((text: string) => setMessage({ text, at: performance.now() }), []);
  const hide = useCallback(() => setMessage(null), []);
  return { text: message?.text ?? null, show, hide };
}

/**
 * The message area. The live region is always in the page, so screen readers announce a message as
 * it appears; it takes no room while empty.
 */
export function PaymentMessage({ id, text }: { id: string; text: string | null }) {
  return (
    <div id={id} role="alert" aria-atomic="true">
      {text && (
        <p className="mt-4 flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          <svg
            className="mt-0.5 size-4 shrink-0"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M12 9v4m0 4h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z" />
          </svg>
          <span>{text}</span>
        </p>
      )}
    </div>
  );
}
