import { MESSAGES } from '@tiketi/contract/messages';
import { type FormEvent, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Button } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { sessionStore } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import { useResetPassword } from '../api/reset-password';
import { readNotice } from '../lib/notice';
import { checkVerificationForm, type VerificationForm } from '../lib/verification-form';

const INVITED_NOTICE =
  'You have been invited to join the team. Enter the verification code from your invitation email and choose your password.';

/** What the first dashboard of an invited teammate says instead of greeting them back. */
const invitedWelcome = (organization: string | undefined) => ({
  notice: {
    type: 'success' as const,
    text: `Welcome to ${organization ?? 'the team'}! Your password is set and you are signed in.`,
  },
  isNewcomer: true,
});

/**
 * Route reset (spec 2.10): account verification, recovery and accepting an invitation. The emailed
 * link brings the username in the query string; otherwise the held one is used, and with none the
 * screen goes to sign-in.
 */
export default function ResetRoute() {
  const [params, setParams] = useSearchParams();
  const held = useSession((s) => s.user_name);
  const fromLink = params.get('username')?.trim() ?? '';
  // An invitation's link says so, so the screen greets a teammate rather than a new registration.
  const isInvited = params.get('invited') === '1';

  // Keep the link's username as the held one, then tidy it out of the address bar.
  useEffect(() => {
    if (!fromLink) return;
    sessionStore.update({ user_name: fromLink });
    setParams(isInvited ? { invited: '1' } : {}, { replace: true, preventScrollReset: true });
  }, [fromLink, isInvited, setParams]);

  const username = fromLink || held.trim();
  if (!username) return <Navigate to={paths.organizer.signIn} replace />;
  return <VerificationScreen username={username} isInvited={isInvited} />;
}

function VerificationScreen({ username, isInvited }: { username: string; isInvited: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const reset = useResetPassword();
  const [form, setForm] = useState<VerificationForm>({ code: '', password: '', confirm_password: '' });
  const [alert, setAlert] = useState<AlertMessage | null>(
    () =>
      readNotice(location.state) ?? {
        type: 'success',
        text: isInvited ? INVITED_NOTICE : MESSAGES.registrationNotice,
      },
  );

  const field = (name: keyof VerificationForm) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const check = checkVerificationForm(form, username);
    if (!check.isValid) {
      setAlert({ type: 'error', text: check.message });
      return;
    }
    setAlert(null);
    reset.mutate(check.data, {
      onSuccess: ({ user }) =>
        navigate(paths.organizer.dashboard, {
          replace: true,
          state: isInvited ? invitedWelcome(user.organization?.display_name) : undefined,
        }),
      onError: (error) => setAlert({ type: 'error', text: error.message }),
    });
  };

  return (
    <AuthLayout
      audience="host"
      title="Account Verification"
      intro={
        <p>
          Enter the 6-digit code we emailed for{' '}
          <strong className="break-all text-slate-900">{username}</strong> and choose your password.
        </p>
      }
      footer={
        <>
          <p>
            No code, or did it expire? <TextLink to={paths.organizer.forgot}>Send a new code</TextLink>
          </p>
          <p>
            Already verified? <TextLink to={paths.organizer.signIn}>Sign in</TextLink>
          </p>
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-label="Account verification">
        <FormAlert alert={alert} className="mb-5" />
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <div className="grid gap-5">
          <TextField
            label="Verification Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={7}
            required
            className="font-mono tracking-[0.3em]"
            {...field('code')}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            hint="At least 8 characters."
            required
            {...field('password')}
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            required
            {...field('confirm_password')}
          />
        </div>
        <Button
          type="submit"
          size="lg"
          className="mt-7 w-full"
          isBusy={reset.isPending}
          busyLabel="Verifying..."
        >
          Verify
        </Button>
      </form>
    </AuthLayout>
  );
}
