import type { AppInstance } from '../../app-types';

/** Orders: event cancellation and messages to ticket holders (being built in its own branch; merged before this lands). */
export function registerEventOperationRoutes(_app: AppInstance) {}
