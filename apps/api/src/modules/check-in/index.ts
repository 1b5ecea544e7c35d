// The check-in module's front door: what other modules and the app may use of it.
export { localTime } from './attendees-csv';
export { registerCheckInRoutes } from './routes';
export { type CsvValue, toCsv } from './to-csv';
