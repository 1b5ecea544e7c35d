// The API keys module's front door (issue 19): the owner creates, lists and revokes the
// organisation's keys. Calls made with a key are authenticated by the sessions module.
export { registerApiKeyRoutes } from './routes';
