import { Trans } from '@lingui/react';
import { useEffect, useState } from 'react';
import { ClockIcon } from '@/components/ui/icons';
import { useCatalog } from '@/lib/i18n/i18n';
import { hasHoldEnded, holdTimeLeft } from '../lib/hold-time';

/**
 * 'Your seats are held for 14:32', ticking each second. It is not a live region (a screen reader
 * would hear it every second); `onEnded` fires once when the hold runs out.
 */
export function HoldCountdown({ expiresAt, onEnded }: { expiresAt: string; onEnded: () => void }) {
  // The message below lives in the buyer catalog: loaded before the countdown shows.
  useCatalog('buyer');
  const [now, setNow] = useState(() => Date.now());
  const left = holdTimeLeft(expiresAt, now);
  const isOver = hasHoldEnded(expiresAt, now);

  useEffect(() => {
    if (isOver) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [isOver]);

  useEffect(() => {
    if (isOver) onEnded();
  }, [isOver, onEnded]);

  if (!left) return null;
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600">
      <ClockIcon className="size-4 shrink-0 text-brand-700" />
      <span>
        <Trans
          id="pay.heldFor"
          values={{ left }}
          components={{ 0: <span className="font-semibold text-slate-900 tabular-nums" /> }}
        />
      </span>
    </p>
  );
}
