import { passwordForgotInput } from '@tiketi/contract/accounts';
import { MESSAGES } from '@tiketi/contract/messages';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { Logo } from '@/components/ui/logo';
import { TextField } from '@/components/ui/text-field';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { hasToken, sessionStore } from '@/lib/session';
import { useForgotPassword } from '../api/forgot-password';
import type { NoticeState } from '../lib/notice';
import { validateForm } from '../lib/validate-form';

/**
 * Route forgot (spec 2.10, spec decision #11): asks for a recovery code, then always moves to the
 * verification screen holding the username, carrying the server's answer (or its error) there.
 */
export default function ForgotRoute() {
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  // A username held from registration or an earlier attempt prefills the field; a signed-in name does not.
  const [username, setUsername] = useState(() => {
    const session = sessionStore.get();
    return hasToken(session) ? '' : session.user_name;
  });
  const [alert, setAlert] = useState<AlertMessage | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (forgot.isPending) return;
    const check = validateForm(passwordForgotInput, { username });
    if (!check.isValid) {
      setAlert({ type: 'error', text: check.message });
      return;
    }
    setAlert(null);
    const moveOn = (notice: AlertMessage) => {
      sessionStore.update({ user_name: check.data.username });
      navigate(paths.organizer.reset, { state: { notice } satisfies NoticeState });
    };
    forgot.mutate(check.data, {
      onSuccess: (text) => moveOn({ type: 'success', text: text || 'We have sent a verification code.' }),
      onError: (error) => moveOn({ type: 'error', text: error.message }),
    });
  };

  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-[#fbf5e9]">
      <title>Account recovery · Tiketi</title>
      <div className="container-page flex justify-center py-10 sm:py-16">
        <div className="w-full max-w-md rounded-3xl bg-white px-5 py-8 shadow-card ring-1 ring-amber-900/10 sm:px-10 sm:py-10">
          <Logo />
          <h1 className="mt-6 text-2xl font-extrabold tracking-tight text-slate-950 sm:text-3xl">
            Account recovery
          </h1>
          <p className="mt-2 leading-relaxed text-slate-600">
            Enter the email address or phone number of your host account. We will email you a code to set a
            new password.
          </p>
          <form onSubmit={submit} noValidate aria-label="Account recovery" className="mt-6">
            <FormAlert alert={alert} className="mb-5" />
            {forgot.isPending && (
              <Alert type="warning" className="mb-5">
                {MESSAGES.processing}
              </Alert>
            )}
            <TextField
              label="Username"
              name="username"
              placeholder="Email/Phone"
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              required
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
            <Button
              type="submit"
              size="lg"
              className="mt-7 w-full"
              isBusy={forgot.isPending}
              busyLabel="Recovering..."
            >
              Recover
            </Button>
          </form>
          <div className="mt-8 space-y-2 border-t border-slate-200 pt-6 text-sm text-slate-600">
            <p>
              Remembered it? <TextLink to={paths.organizer.signIn}>Sign in</TextLink>
            </p>
            <p>
              Read our <TextLink to={paths.privacyPolicy}>Privacy Policy</TextLink>, or{' '}
              <TextLink to={paths.talkToUs}>contact support</TextLink> if you are stuck.
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
