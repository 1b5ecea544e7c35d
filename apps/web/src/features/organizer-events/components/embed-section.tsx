import { EVENT_STATUS } from '@tiketi/contract/constants';
import {
  EMBED_DEFAULT_ACCENT,
  type EmbedTheme,
  embedIframeSnippet,
  embedScriptSnippet,
  isEmbedTheme,
} from '@tiketi/contract/embed';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { API_BASE, SITE } from '@/config/site';
import { useOrganizerEvent } from '@/lib/organizer-event';

const SECTION = 'rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-8';

const THEMES = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const;

/** The server the widget comes from: the one that answers the app's API calls (PUBLIC_URL in production). */
export function platformOrigin(): string {
  return new URL(API_BASE, window.location.href).origin;
}

function Snippet({
  label,
  hint,
  code,
  copyLabel,
}: {
  label: string;
  hint: string;
  code: string;
  copyLabel: string;
}) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [status, setStatus] = useState('');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setStatus('Copied.');
    } catch {
      // Without clipboard access the code is selected, ready for Ctrl+C.
      box.current?.select();
      setStatus('Press Ctrl+C (or Cmd+C) to copy the selected code.');
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
      <textarea
        ref={box}
        id={id}
        readOnly
        rows={3}
        value={code}
        aria-describedby={`${id}-hint`}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full rounded-xl border border-slate-300 bg-slate-50 px-3.5 py-2.5 font-mono text-xs break-all text-slate-900"
      />
      <div className="flex items-center gap-3">
        <Button variant="outline" size="sm" onClick={copy}>
          {copyLabel}
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {status}
        </p>
      </div>
    </div>
  );
}

/**
 * Issue 19 (ADR-027): 'Sell on your website', the snippets that put this event's ticket table on
 * the organizer's own site, with its theme and accent colour. Loaded only with the edit screen.
 */
export default function EmbedSection({ eventId }: { eventId: number }) {
  const event = useOrganizerEvent(eventId);
  const [theme, setTheme] = useState<EmbedTheme>('light');
  const [accent, setAccent] = useState(EMBED_DEFAULT_ACCENT);
  // The event status section beside it already says when the event could not be read.
  if (!event.data || event.data.status === EVENT_STATUS.cancelled) return null;

  const origin = platformOrigin();
  const options = { theme, accent };
  return (
    <section aria-labelledby="embed-title" className={SECTION}>
      <h2 id="embed-title" className="text-lg font-bold text-slate-950">
        Sell on your website
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Show this event's tickets on your own website. Buyers choose tickets there, and book and pay on{' '}
        {SITE.name} in a new tab.
        {event.data.status !== EVENT_STATUS.published && ' The tickets show once you publish the event.'}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Select
          label="Theme"
          value={theme}
          options={THEMES}
          onChange={(value) => isEmbedTheme(value) && setTheme(value)}
        />
        <TextField
          label="Accent colour"
          type="color"
          value={accent}
          onChange={(change) => setAccent(change.target.value)}
          className="h-11 p-1"
        />
      </div>
      <div className="mt-6 space-y-6">
        <Snippet
          label="Script and placeholder"
          hint="Paste this where the tickets should appear. It fits its height to the tickets."
          code={embedScriptSnippet(origin, eventId, options)}
          copyLabel="Copy script"
        />
        <Snippet
          label="Frame only"
          hint="For sites that do not allow scripts. Its height is fixed; change it if you need to."
          code={embedIframeSnippet(origin, eventId, options)}
          copyLabel="Copy frame"
        />
      </div>
    </section>
  );
}
