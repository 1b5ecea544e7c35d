import { useEffect, useRef } from 'react';
import { Alert, type AlertType } from './alert';

/** What a form shows above its fields: the server's status_description or a client message. */
export interface AlertMessage {
  type: AlertType;
  text: string;
}

// Each new message object gets a fresh key, so a repeated text is announced again.
const keys = new WeakMap<AlertMessage, number>();
let lastKey = 0;
function keyOf(message: AlertMessage): number {
  let key = keys.get(message);
  if (key === undefined) {
    lastKey += 1;
    key = lastKey;
    keys.set(message, key);
  }
  return key;
}

/** Spec 8: a form's alert; a new one scrolls the page to the top so it is seen. */
export function FormAlert({ alert, className }: { alert: AlertMessage | null; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!alert) return;
    const node = ref.current;
    if (!node) return;
    const isReduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
    const behavior = isReduced ? 'auto' : 'smooth';
    // The top of the page when that shows the alert (forms sit near the top); otherwise the alert itself.
    const top = node.getBoundingClientRect().top + window.scrollY;
    if (top < window.innerHeight * 0.75) window.scrollTo({ top: 0, behavior });
    else node.scrollIntoView({ behavior, block: 'center' });
  }, [alert]);

  return (
    <div ref={ref} className="scroll-mt-24">
      {alert && (
        <Alert key={keyOf(alert)} type={alert.type} className={className}>
          {alert.text}
        </Alert>
      )}
    </div>
  );
}
