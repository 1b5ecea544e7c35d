import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useVerifyTwoFactor } from '../api/two-factor';

/** After a right password, for an account with two-factor sign-in on (ADR-015). */
export function TwoFactorStep({
  twoFactorToken,
  onRestart,
}: {
  twoFactorToken: string;
  onRestart: (message: string) => void;
}) {
  const navigate = useNavigate();
  const verify = useVerifyTwoFactor();
  const [code, setCode] = useState('');
  const [alert, setAlert] = useState<AlertMessage | null>({
    type: 'success',
    text: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.isPending) return;
    if (code.trim() === '') {
      setAlert({ type: 'error', text: 'All fields are required' });
      return;
    }
    setAlert(null);
    verify.mutate(
      { two_factor_token: twoFactorToken, code },
      {
        onSuccess: () => navigate(paths.organizer.dashboard, { replace: true }),
        onError: (error) => {
          // An expired or spent challenge needs the password again.
          if (error instanceof ApiError && error.status === 401) onRestart(error.message);
          else setAlert({ type: 'error', text: error.message });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Two-factor code">
      <FormAlert alert={alert} className="mb-5" />
      <TextField
        label="Two-factor code"
        name="code"
        autoComplete="one-time-code"
        inputMode="text"
        autoCapitalize="off"
        spellCheck={false}
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button
        type="submit"
        size="lg"
        className="mt-7 w-full"
        isBusy={verify.isPending}
        busyLabel="Verifying..."
      >
        Verify
      </Button>
    </form>
  );
}
