import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { SimulatedPhoneAction } from '../api/mpesa';

const ANSWERS: { action: SimulatedPhoneAction; label: string }[] = [
  { action: 'accept', label: 'Enter PIN and pay' },
  { action: 'cancel', label: 'Cancel on phone' },
  { action: 'timeout', label: 'Let it time out' },
  { action: 'wrong_pin', label: 'Enter a wrong PIN' },
  { action: 'insufficient_funds', label: 'Not enough balance' },
];

interface SimulatedPhoneProps {
  /** A prompt waits on the phone; without one, the buttons have nothing to answer. */
  hasPrompt: boolean;
  /** The answer being sent, if any. */
  sending: SimulatedPhoneAction | null;
  onAnswer: (action: SimulatedPhoneAction) => void;
}

/**
 * The offline M-Pesa's stand-in for the buyer's phone: it shows the prompt and answers it the ways a
 * real phone can, so every ending can be tried without a phone or real money.
 */
export function SimulatedPhone({ hasPrompt, sending, onAnswer }: SimulatedPhoneProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mt-6 rounded-2xl border-2 border-dashed border-amber-300 bg-amber-50/60 p-4"
    >
      <h3 id={titleId} className="text-base font-bold text-amber-900">
        Test phone — no real money
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {hasPrompt
          ? 'M-Pesa is not connected on this site, so this panel plays the phone. Choose what happens to the prompt.'
          : 'There is no prompt on the test phone. Press Try again to send a new one.'}
      </p>
      <div className="mt-4 grid gap-2 sm:grid-cols-2">
        {ANSWERS.map(({ action, label }) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'accept' ? 'primary' : 'outline'}
            className={action === 'accept' ? 'sm:col-span-2' : undefined}
            disabled={!hasPrompt || (sending !== null && sending !== action)}
            isBusy={sending === action}
            onClick={() => onAnswer(action)}
          >
            {label}
          </Button>
        ))}
      </div>
    </section>
  );
}
