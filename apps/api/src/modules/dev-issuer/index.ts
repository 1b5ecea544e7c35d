// The development issuer's front door: attendee sign-in mounts it when no OIDC issuer is configured.
export { registerDevIssuer } from './routes';
