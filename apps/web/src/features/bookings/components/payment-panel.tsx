import { type ReactNode, useEffect, useId, useRef } from 'react';
import { HoldCountdown } from './hold-countdown';

interface PaymentPanelProps {
  title: string;
  /** The end of the seat hold, counted down beside the title. */
  expiresAt: string;
  onHoldEnded: () => void;
  children: ReactNode;
}

/**
 * The card below the options where the chosen method is paid (the card form, 'Check your phone',
 * PayPal). It appears after Proceed, so focus moves to its heading and the page brings it into view.
 */
export function PaymentPanel({ title, expiresAt, onHoldEnded, children }: PaymentPanelProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby={titleId} className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-slate-200">
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2
          id={titleId}
          ref={titleRef}
          tabIndex={-1}
          className="scroll-mt-24 text-lg font-bold text-slate-950 focus:outline-none"
        >
          {title}
        </h2>
        <HoldCountdown expiresAt={expiresAt} onEnded={onHoldEnded} />
      </div>
      {children}
    </section>
  );
}
