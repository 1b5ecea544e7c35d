import { contactMessageInput } from '@tiketi/contract/marketing';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/icons';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { useSendContactMessage } from '../api/send-contact-message';
import { PageHeader } from '../components/page-header';
import { SupportEmailLink } from '../components/support-email-link';

const EMPTY_FORM = { first_name: '', last_name: '', msisdn: '', email_address: '', message: '' };
type ContactForm = typeof EMPTY_FORM;

/** Route talk_to_us: the contact form sends to the support address and confirms (spec decision #12). */
export default function ContactRoute() {
  const [form, setForm] = useState<ContactForm>(EMPTY_FORM);
  const [alert, setAlert] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const send = useSendContactMessage();

  // Spec 8: alerts are brought into view so a result is never missed.
  useEffect(() => {
    if (alert) alertRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [alert]);

  const field = (name: keyof ContactForm) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = contactMessageInput.safeParse(form);
    if (!parsed.success) {
      setAlert({ type: 'error', text: parsed.error.issues[0]?.message ?? 'All fields are required' });
      return;
    }
    setAlert(null);
    send.mutate(parsed.data, {
      onSuccess: (text) => {
        setAlert({ type: 'success', text: text || 'Thank you. Your message has been sent.' });
        setForm(EMPTY_FORM);
      },
      onError: (error) => setAlert({ type: 'error', text: error.message }),
    });
  };

  return (
    <>
      <PageHeader eyebrow="Contact" title="Talk to an event expert">
        <p>
          Planning an event, stuck on a booking or curious about hosting your own copy of Tiketi? Send us a
          message and a person from our team will answer, usually within one working day.
        </p>
      </PageHeader>

      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_20rem]">
        <form
          onSubmit={submit}
          noValidate
          aria-label="Contact form"
          className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-slate-200 sm:p-8"
        >
          <div ref={alertRef} className="scroll-mt-24">
            {alert && (
              <Alert type={alert.type} className="mb-6">
                {alert.text}
              </Alert>
            )}
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="First Name" autoComplete="given-name" required {...field('first_name')} />
            <TextField label="Last Name" autoComplete="family-name" required {...field('last_name')} />
            <TextField label="Phone number" type="tel" autoComplete="tel" {...field('msisdn')} />
            <TextField
              label="Email address"
              type="email"
              autoComplete="email"
              required
              {...field('email_address')}
            />
            <TextAreaField
              label="Message"
              required
              rows={6}
              containerClassName="sm:col-span-2"
              {...field('message')}
            />
          </div>
          <div className="mt-6 flex items-center justify-between gap-4">
            <p className="text-xs text-slate-600">
              <span aria-hidden="true">* </span>Required fields
            </p>
            <Button type="submit" size="lg" isBusy={send.isPending} busyLabel="Submitting...">
              Submit
            </Button>
          </div>
        </form>

        <aside aria-labelledby="other-ways-title" className="space-y-6">
          <h2 id="other-ways-title" className="text-lg font-bold text-slate-950">
            Other ways to reach us
          </h2>
          <div className="flex gap-3">
            <MailIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <p className="text-slate-700">
              Email <SupportEmailLink />
            </p>
          </div>
          <div className="rounded-2xl bg-brand-50 p-5 text-sm leading-relaxed text-brand-950">
            <p className="font-semibold">Questions about a ticket you bought?</p>
            <p className="mt-1">
              Include the event name and the email address you booked with, so we can find your order quickly.
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
