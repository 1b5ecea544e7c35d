import type { AppInstance } from '../../app-types';

/** Orders: refunds, payouts by hand and order cancellations (being built in its own branch; merged before this lands). */
export function registerOrderMoneyRoutes(_app: AppInstance) {}
