import QRCode from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useTwoFactorSetup,
  useTwoFactorStatus,
} from '../api/two-factor';

/** The otpauth:// URI as a QR code, drawn in the browser so the secret never leaves it as an image. */
function SetupQrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(uri, { margin: 1, width: 200 }).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [uri]);
  if (!src) return <Skeleton className="h-[200px] w-[200px]" />;
  return <img src={src} width={200} height={200} alt="QR code to scan with your authenticator app" />;
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <Alert type="warning">
      <p className="font-semibold">Save these recovery codes now.</p>
      <p>Each code signs you in once if you lose your phone. They are not shown again.</p>
      <ul aria-label="Recovery codes" className="mt-3 grid grid-cols-2 gap-1 font-mono">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </Alert>
  );
}

/** Settings, Security tab: turn TOTP two-factor sign-in on (confirmed by a code) and off. */
export function TwoFactorSettings() {
  const status = useTwoFactorStatus();
  const setup = useTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (status.isPending) return <Skeleton className="h-24 w-full" />;
  if (status.isError) return <Alert type="error">{status.error.message}</Alert>;

  const fail = (error: Error) => setAlert({ type: 'error', text: error.message });

  const turnOn = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '') return setAlert({ type: 'error', text: 'All fields are required' });
    enable.mutate(code, {
      onSuccess: (codes) => {
        setRecoveryCodes(codes);
        setCode('');
        setAlert({ type: 'success', text: 'Two-factor sign-in is on.' });
        setup.reset();
      },
      onError: fail,
    });
  };

  const turnOff = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '' && code.trim() === '')
      return setAlert({
        type: 'error',
        text: 'Enter your password or a code to turn off two-factor sign-in',
      });
    disable.mutate(password ? { password } : { code }, {
      onSuccess: () => {
        setPassword('');
        setCode('');
        setRecoveryCodes(null);
        setAlert({ type: 'success', text: 'Two-factor sign-in is off.' });
      },
      onError: fail,
    });
  };

  if (status.data.enabled) {
    return (
      <div className="space-y-5">
        <FormAlert alert={alert} />
        {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} /> : null}
        <p>Two-factor sign-in is on: after your password, we ask for a code from your authenticator app.</p>
        <form
          onSubmit={turnOff}
          noValidate
          aria-label="Turn off two-factor sign-in"
          className="grid max-w-md gap-5"
        >
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label="Or a code from your app"
            name="code"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" variant="outline" isBusy={disable.isPending} busyLabel="Turning off...">
            Turn off two-factor sign-in
          </Button>
        </form>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <FormAlert alert={alert} />
      <p>Two-factor sign-in asks for a code from an authenticator app on your phone after your password.</p>
      {setup.data ? (
        <form
          onSubmit={turnOn}
          noValidate
          aria-label="Turn on two-factor sign-in"
          className="grid max-w-md gap-5"
        >
          <SetupQrCode uri={setup.data.otpauth_uri} />
          <p className="text-sm text-slate-600">
            Can't scan it? Enter this key in the app: <code className="break-all">{setup.data.secret}</code>
          </p>
          <TextField
            label="Code from your app"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" isBusy={enable.isPending} busyLabel="Turning on...">
            Turn on two-factor sign-in
          </Button>
        </form>
      ) : (
        <Button
          onClick={() => setup.mutate(undefined, { onError: fail })}
          isBusy={setup.isPending}
          busyLabel="Setting up..."
        >
          Set up two-factor sign-in
        </Button>
      )}
    </div>
  );
}
