import { MESSAGES } from '@tiketi/contract/messages';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/money';

interface BankConfirmationProps {
  amount: number;
  currency: string;
  /** Which answer is being sent, if any: its button shows busy and both are off. */
  pending: 'complete' | 'fail' | null;
  onAnswer: (approve: boolean) => void;
}

/**
 * The test provider's stand-in for a bank's 3-D Secure page (Stripe's test card 4000 0025 0000
 * 3155): the buyer completes or fails the confirmation, as Stripe's test page offers.
 */
export function BankConfirmation({ amount, currency, pending, onAnswer }: BankConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="bank-confirmation-title"
      className="rounded-2xl border-2 border-brand-200 bg-brand-50/40 p-5"
    >
      <h3
        id="bank-confirmation-title"
        ref={heading}
        tabIndex={-1}
        className="text-base font-bold text-slate-950 focus:outline-none"
      >
        Confirm this payment with your bank
      </h3>
      <p className="mt-2 text-sm text-slate-700">
        Your bank asks you to confirm the payment of{' '}
        <span className="font-semibold text-slate-950 tabular-nums">{formatMoney(amount, currency)}</span>.
        This is a test: no bank is involved, and you choose the outcome.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button
          onClick={() => onAnswer(true)}
          disabled={pending !== null}
          isBusy={pending === 'complete'}
          busyLabel={MESSAGES.processing}
        >
          Complete confirmation
        </Button>
        <Button
          variant="outline"
          onClick={() => onAnswer(false)}
          disabled={pending !== null}
          isBusy={pending === 'fail'}
          busyLabel={MESSAGES.processing}
        >
          Fail confirmation
        </Button>
      </div>
    </section>
  );
}
