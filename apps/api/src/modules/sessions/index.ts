// The sessions module's front door: what other modules may use of it.

export { isKeyRoute } from './api-key-scope';
export { type ApiKeyUse, newApiKey } from './api-keys';
export { type Actor, findActor, type OrganizerActor, requireActor } from './authenticate';
export { authHeaders, organizerRoutes, signedInRoutes } from './guards';
export {
  createSession,
  revokeSession,
  revokeUserSessions,
  type SessionPolicy,
  type SessionUser,
} from './sessions';
