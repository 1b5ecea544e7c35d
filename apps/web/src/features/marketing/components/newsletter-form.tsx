import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

/** The footer's mailing-list box: stores the address on the server and shows its answer (spec decision #12). */
export function NewsletterForm() {
  const t = useT();
  const id = useId();
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const subscribe = useSubscribeNewsletter();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    setResult(null);
    subscribe.mutate(
      { email_address: email.trim() },
      {
        onSuccess: (text) => {
          setResult({ type: 'success', text: text || 'Thanks, you are on the list.' });
          setEmail('');
        },
        onError: (error) => setResult({ type: 'error', text: error.message }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <label htmlFor={id} className="text-sm text-slate-300">
        {t('newsletter.label')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <input
          id={id}
          type="email"
          autoComplete="email"
          placeholder="you@example.com" // i18n-ignore: an example address
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-h-11 min-w-0 flex-1 rounded-full border border-slate-600 bg-slate-900 px-4 text-sm text-white placeholder:text-slate-400"
        />
        <Button
          type="submit"
          variant="secondary"
          isBusy={subscribe.isPending}
          busyLabel={t('newsletter.subscribing')}
        >
          {t('newsletter.subscribe')}
        </Button>
      </div>
      {result && <Alert type={result.type}>{result.text}</Alert>}
    </form>
  );
}
