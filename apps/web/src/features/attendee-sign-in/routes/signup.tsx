import { paths } from '@/lib/paths';
import { SocialSignInScreen } from '../components/social-sign-in-screen';

/** Route signup (spec 2.9): attendee social sign-up. */
export default function SignupRoute() {
  return <SocialSignInScreen path={paths.signUp} />;
}
