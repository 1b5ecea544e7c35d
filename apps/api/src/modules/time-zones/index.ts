// The time zones module's front door (issue 16, ADR-021): the platform's zone and today in it, and
// the organisation's zone that new events start in.
export { registerTimeZoneRoutes } from './routes';
export { findOrganizationZone, newEventZone, platformTimeOf } from './zones';
