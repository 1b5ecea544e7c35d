// The attendee sign-in module's front door: what other modules and the app may use of it.
export { createIdentityProvider } from './create-identity-provider';
export { registerAttendeeSignInRoutes } from './routes';
