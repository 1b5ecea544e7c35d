// The embeddable ticket widget's front door (issue 19, ADR-027).
export { registerEmbedRoutes } from './routes';
