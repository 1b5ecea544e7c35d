// The metrics module's front door (issue 19): GET /metrics and the HTTP request metrics.
export { registerMetrics } from './routes';
