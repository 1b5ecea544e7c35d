import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

/** A new signing secret, shown once (after adding an endpoint or rotating), with a copy button. */
export function SecretNotice({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const ref = useRef<HTMLElement>(null);
  // Shown after a button far down the page: brought into view and read out at once.
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="webhook-secret-title"
      className="rounded-2xl border border-green-200 bg-green-50 p-4 text-sm text-green-900"
    >
      <h3 id="webhook-secret-title" className="font-bold">
        Copy your signing secret now
      </h3>
      <p className="mt-1">
        It is shown only this once. Your receiver uses it to check the webhook-signature header of every
        delivery.
      </p>
      <code className="mt-3 block break-all rounded-lg bg-white px-3 py-2 font-mono text-slate-900 ring-1 ring-green-200">
        {secret}
      </code>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button size="sm" onClick={copy}>
          Copy secret
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          Done
        </Button>
        <span role="status" className="text-sm">
          {copied === 'yes'
            ? 'Copied.'
            : copied === 'failed'
              ? 'Could not copy: select the secret and copy it.'
              : ''}
        </span>
      </div>
    </section>
  );
}
