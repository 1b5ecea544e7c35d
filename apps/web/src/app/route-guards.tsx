import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { bookingTokenOf, isOrganizerSession } from '@/lib/session';
import { useSession } from '@/lib/use-session';

/**
 * Spec 2.1: a route that needs authentication, visited with no session token, redirects to /login.
 * A guest's booking token also opens these attendee screens (their success screen and their own
 * e-tickets), without signing them in anywhere else.
 */
export function RequireAuth() {
  const isSignedIn = useSession((state) => bookingTokenOf(state) !== '');
  const location = useLocation();
  if (!isSignedIn)
    return <Navigate to={paths.signIn} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/**
 * Spec decision #3: organizer screens need an organizer session and otherwise go to /organizer/login.
 * The guard renders before the screen, so a visitor never downloads an organizer chunk.
 */
export function RequireOrganizer() {
  const isOrganizer = useSession(isOrganizerSession);
  const location = useLocation();
  if (!isOrganizer) {
    return (
      <Navigate to={paths.organizer.signIn} replace state={{ from: location.pathname + location.search }} />
    );
  }
  return <Outlet />;
}
