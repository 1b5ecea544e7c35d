import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Button } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { PhoneIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { TextLink } from '@/components/ui/text-link';
import { SITE } from '@/config/site';
import { paths } from '@/lib/paths';
import { sessionStore } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import {
  checkStepOne,
  heldRegistrationDraft,
  readRegistrationDraft,
  type StepOneForm,
} from '../lib/registration-draft';

/** Route register (spec 2.10): host registration step 1, saved to the session and prefilled from it. */
export default function RegisterRoute() {
  const navigate = useNavigate();
  const stored = useSession((s) => s.data);
  const [form, setForm] = useState<StepOneForm>(() => {
    const { first_name, last_name, msisdn, email_address } = readRegistrationDraft(stored);
    return { first_name, last_name, msisdn, email_address };
  });
  const [alert, setAlert] = useState<AlertMessage | null>(null);

  const field = (name: keyof StepOneForm) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const draft = { ...readRegistrationDraft(sessionStore.get().data), ...form };
    const check = checkStepOne(draft);
    if (!check.isValid) {
      setAlert({ type: 'error', text: check.message });
      return;
    }
    sessionStore.update(heldRegistrationDraft({ ...draft, ...check.data }));
    navigate(paths.organizer.registerDetails);
  };

  return (
    <AuthLayout
      audience="host"
      eyebrow="Step 1 of 2"
      title="Register"
      intro={
        <p>
          Create a host account to publish events and sell tickets. For ticket and meeting information, call
          our support team on{' '}
          <a
            href={`tel:${SITE.supportPhone.replace(/\s+/g, '')}`}
            className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2"
          >
            <PhoneIcon className="size-4" />
            {SITE.supportPhone}
          </a>
          .
        </p>
      }
      footer={
        <p>
          Already have a host account? <TextLink to={paths.organizer.signIn}>Sign in</TextLink>
        </p>
      }
    >
      <form onSubmit={submit} noValidate aria-label="Your details">
        <FormAlert alert={alert} className="mb-5" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First Name" autoComplete="given-name" required {...field('first_name')} />
          <TextField label="Last Name" autoComplete="family-name" required {...field('last_name')} />
          <TextField
            label="Phone number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+254 7XX XXX XXX"
            required
            {...field('msisdn')}
          />
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            required
            hint="You sign in with it, and we send your verification code there."
            {...field('email_address')}
          />
        </div>
        <Button type="submit" size="lg" className="mt-7 w-full sm:w-auto">
          Continue
        </Button>
      </form>
    </AuthLayout>
  );
}
