import { Navigate } from 'react-router';
import { paths } from '@/lib/paths';
import { lastDoorEvent } from '../door/app-shell';

/** Where the installed door app starts: the last event's check-in, or My Events to pick one. */
export default function CheckInHomeRoute() {
  const eventId = lastDoorEvent();
  return <Navigate to={eventId ? paths.organizer.checkIn(eventId) : paths.organizer.events} replace />;
}
