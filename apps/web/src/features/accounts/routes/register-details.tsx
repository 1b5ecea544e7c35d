import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Button, ButtonLink } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { TextLink } from '@/components/ui/text-link';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { sessionStore } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import { useRegisterOrganizer } from '../api/register-organizer';
import {
  checkStepTwo,
  hasStepOne,
  heldRegistrationDraft,
  type RegistrationDraft,
  readRegistrationDraft,
  type StepTwoForm,
} from '../lib/registration-draft';

/** Spec 8 and 9: after a 409 the screen goes to sign-in after 2.5 seconds. */
const CONFLICT_REDIRECT_MS = 2500;

/** Route register_details (spec 2.10): host registration step 2, which creates the organiser account. */
export default function RegisterDetailsRoute() {
  const stored = useSession((s) => s.data);
  const draft = readRegistrationDraft(stored);
  if (!hasStepOne(draft)) return <Navigate to={paths.organizer.register} replace />;
  return <RegisterDetailsForm draft={draft} />;
}

function RegisterDetailsForm({ draft }: { draft: RegistrationDraft }) {
  const navigate = useNavigate();
  const termsId = useId();
  const register = useRegisterOrganizer();
  const [form, setForm] = useState<StepTwoForm>({
    organization_name: draft.organization_name,
    display_name: draft.display_name,
    organization_email_address: draft.organization_email_address,
    organization_msisdn: draft.organization_msisdn,
  });
  const [hasAcceptedTerms, setAcceptedTerms] = useState(false);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [isLeaving, setLeaving] = useState(false);
  const leaveTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  // Typed values are kept with step 1's, so Back and Continue lose nothing.
  const field = (name: keyof StepTwoForm) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setForm((current) => ({ ...current, [name]: value }));
      sessionStore.update((state) =>
        heldRegistrationDraft({ ...readRegistrationDraft(state.data), [name]: value }),
      );
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending || isLeaving) return;
    const check = checkStepTwo({ ...draft, ...form }, hasAcceptedTerms);
    if (!check.isValid) {
      setAlert({ type: 'error', text: check.message });
      return;
    }
    setAlert(null);
    register.mutate(check.data, {
      onSuccess: () => {
        // Spec 3: the verification step works on the new account's email as the held username.
        sessionStore.update({ user_name: check.data.email_address });
        navigate(paths.organizer.reset);
      },
      onError: (error) => {
        setAlert({ type: 'error', text: error.message });
        if (error instanceof ApiError && error.code === 'CONFLICT') {
          setLeaving(true);
          leaveTimer.current = window.setTimeout(
            () => navigate(paths.organizer.signIn),
            CONFLICT_REDIRECT_MS,
          );
        }
      },
    });
  };

  return (
    <AuthLayout
      audience="host"
      eyebrow="Step 2 of 2"
      title={`Hi ${draft.first_name.trim()}, tell us about your organisation`}
      documentTitle="Register"
      intro={<p>This is who your ticket buyers see, and how they reach you with questions.</p>}
      footer={
        <p>
          Already have a host account? <TextLink to={paths.organizer.signIn}>Sign in</TextLink>
        </p>
      }
    >
      <form onSubmit={submit} noValidate aria-label="Organisation details">
        <FormAlert alert={alert} className="mb-5" />
        {isLeaving && <p className="mb-5 text-sm text-slate-600">Taking you to sign in...</p>}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Organization Name"
            autoComplete="organization"
            required
            {...field('organization_name')}
          />
          <TextField
            label="Display Name"
            autoComplete="off"
            required
            hint="Shown on your events."
            {...field('display_name')}
          />
        </div>
        <fieldset className="mt-6 rounded-2xl border border-slate-200 p-4 sm:p-5">
          <legend className="px-1 text-sm font-bold text-slate-950">
            Where ticket buyers send questions
          </legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Email"
              type="email"
              autoComplete="off"
              required
              {...field('organization_email_address')}
            />
            <TextField
              label="Phone number"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="+254 7XX XXX XXX"
              required
              {...field('organization_msisdn')}
            />
          </div>
        </fieldset>
        <div className="mt-6 flex items-start gap-3">
          <input
            id={termsId}
            type="checkbox"
            checked={hasAcceptedTerms}
            onChange={(event) => setAcceptedTerms(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={termsId} className="text-sm leading-relaxed text-slate-700">
            I agree to use Tiketi only for respectful, inclusive and lawful events that meet the{' '}
            <TextLink to={paths.privacyPolicy}>acceptable use policy</TextLink>.
          </label>
        </div>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <ButtonLink to={paths.organizer.register} variant="ghost" size="lg">
            <ArrowLeftIcon className="size-5" />
            Back
          </ButtonLink>
          <Button
            type="submit"
            size="lg"
            isBusy={register.isPending}
            busyLabel="Creating account..."
            disabled={isLeaving}
          >
            Create organiser account
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
