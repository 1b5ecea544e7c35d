import { paths } from '@/lib/paths';
import { SocialSignInScreen } from '../components/social-sign-in-screen';

/** Route login (spec 2.9): attendee social sign-in. */
export default function LoginRoute() {
  return <SocialSignInScreen path={paths.signIn} />;
}
