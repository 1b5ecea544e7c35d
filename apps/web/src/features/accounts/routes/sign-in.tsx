import { loginInput } from '@tiketi/contract/accounts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Button } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { useLogin } from '../api/login';
import { TwoFactorStep } from '../components/two-factor-step';
import { validateForm } from '../lib/validate-form';

/** Route signIn (spec 2.10): host sign-in with email or phone and password, then the dashboard. */
export default function SignInRoute() {
  const navigate = useNavigate();
  const login = useLogin();
  const [form, setForm] = useState({ username: '', password: '' });
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [twoFactorToken, setTwoFactorToken] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const check = validateForm(loginInput, form);
    if (!check.isValid) {
      setAlert({ type: 'error', text: check.message });
      return;
    }
    setAlert(null);
    login.mutate(check.data, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'two-factor') setTwoFactorToken(outcome.twoFactorToken);
        else navigate(paths.organizer.dashboard, { replace: true });
      },
      onError: (error) => setAlert({ type: 'error', text: error.message }),
    });
  };

  const restart = (message: string) => {
    setTwoFactorToken(null);
    setAlert({ type: 'error', text: message });
    setForm((current) => ({ ...current, password: '' }));
  };

  return (
    <AuthLayout
      audience="host"
      title="Sign In to your account"
      intro={<p>Manage events, tickets, orders and much more</p>}
      footer={
        <>
          <p>
            Forgot password? <TextLink to={paths.organizer.forgot}>Click here to reset</TextLink>
          </p>
          <p>
            Don't have a host account?{' '}
            <TextLink to={paths.organizer.register}>Click here to register</TextLink>
          </p>
        </>
      }
    >
      {twoFactorToken ? (
        <TwoFactorStep twoFactorToken={twoFactorToken} onRestart={restart} />
      ) : (
        <form onSubmit={submit} noValidate aria-label="Sign in">
          <FormAlert alert={alert} className="mb-5" />
          <div className="grid gap-5">
            <TextField
              label="Username"
              name="username"
              placeholder="Email/Phone"
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              required
              value={form.username}
              onChange={(event) => setForm((current) => ({ ...current, username: event.target.value }))}
            />
            <PasswordField
              label="Password"
              name="password"
              autoComplete="current-password"
              required
              value={form.password}
              onChange={(event) => setForm((current) => ({ ...current, password: event.target.value }))}
            />
          </div>
          <Button
            type="submit"
            size="lg"
            className="mt-7 w-full"
            isBusy={login.isPending}
            busyLabel="Signing In..."
          >
            Sign In
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
