import type { SignInReturnPath } from '@tiketi/contract/attendee-sign-in';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Button } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { useCompleteSignIn } from '../api/complete-sign-in';
import { useStartSignIn } from '../api/start-sign-in';
import { readProviderReturn } from '../lib/provider-return';
import { GoogleMark } from './google-mark';

/** Spec 2.9: the texts of the two screens, which share one layout. */
const SCREENS = {
  [paths.signUp]: {
    title: 'Sign Up',
    google: 'Sign Up with Google',
    busy: 'Signing Up...',
    social: 'Sign Up with Facebook',
    host: { to: paths.organizer.register, label: 'Sign Up as Host' },
  },
  [paths.signIn]: {
    title: 'Sign In',
    google: 'Sign In with Google',
    busy: 'Signing In...',
    social: 'Sign In with Facebook',
    host: { to: paths.organizer.signIn, label: 'Sign In to your Host Account' },
  },
} as const;

/**
 * Attendee sign-up and sign-in (spec 2.9). The Google button starts the redirect to the identity
 * provider; on load the screen completes a pending return (code and state in the query), then goes
 * home. A social sign-in error is only logged and loading stops (spec 8).
 */
export function SocialSignInScreen({ path }: { path: SignInReturnPath }) {
  const screen = SCREENS[path];
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const start = useStartSignIn();
  const { mutateAsync: complete, isPending: isCompleting } = useCompleteSignIn();
  const hasHandledReturn = useRef(false);

  useEffect(() => {
    if (hasHandledReturn.current) return;
    const providerReturn = readProviderReturn(search);
    if (providerReturn.kind === 'none') return;
    hasHandledReturn.current = true;
    // The code works once: take it out of the address bar and the history straight away.
    void navigate(pathname, { replace: true });
    if (providerReturn.kind === 'error') {
      console.error('Social sign-in error:', providerReturn.error, providerReturn.description);
      return;
    }
    const { code, state, iss } = providerReturn;
    complete({ redirect: path, code, state, ...(iss ? { iss } : {}) }).then(
      () => navigate(paths.home, { replace: true }),
      (error: unknown) => console.error('Social sign-in error:', error),
    );
  }, [search, pathname, navigate, complete, path]);

  // Back from the provider's page restores this page from the back/forward cache: stop loading.
  const { reset } = start;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  // After a successful start the browser is leaving for the provider: stay busy until it has.
  const isBusy = start.isPending || start.isSuccess || isCompleting;
  const signInWithGoogle = () => {
    if (isBusy) return;
    start.mutate(path, { onError: (error) => console.error('Social sign-in error:', error) });
  };

  return (
    <AuthLayout
      audience="attendee"
      title={screen.title}
      footer={
        <>
          <p>
            Signing up means you accept our{' '}
            <TextLink to={paths.privacyPolicy}>Terms &amp; Privacy Policy</TextLink>
          </p>
          <p>
            Have questions? <TextLink to={paths.talkToUs}>Contact our support</TextLink>
          </p>
        </>
      }
    >
      <div className="grid gap-4">
        <Button
          variant="outline"
          size="lg"
          className="w-full"
          onClick={signInWithGoogle}
          isBusy={isBusy}
          busyLabel={screen.busy}
        >
          {!isBusy && <GoogleMark className="size-5" />}
          {screen.google}
        </Button>
        <Button
          variant="outline"
          size="lg"
          className="w-full"
          disabled
          aria-describedby="social-not-available"
        >
          {screen.social}
        </Button>
        <p id="social-not-available" className="-mt-2 text-center text-sm text-slate-500">
          Facebook sign-in is not available yet.
        </p>
      </div>
      <p className="mt-8 text-center text-sm text-slate-600">
        Organising an event? <TextLink to={screen.host.to}>{screen.host.label}</TextLink>
      </p>
    </AuthLayout>
  );
}
