// The sales settings module's front door (issue 15): an event's fees, taxes and shared capacity,
// and the organisation's defaults for new events.
export { registerSalesSettingsRoutes } from './routes';
