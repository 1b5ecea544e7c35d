import type { AppInstance } from '../../app-types';
import { registerEventOperationRoutes } from './event-routes';
import { registerOrderMoneyRoutes } from './money-routes';
import { registerOrderReadRoutes } from './read-routes';

/**
 * Issue 14, the organizer's order life cycle: reading orders (list, detail, CSV, buyer corrections,
 * resends), moving their money (refunds, payouts by hand, cancellations) and acting on a whole
 * event (cancelling it, messaging its ticket holders).
 */
export function registerOrderRoutes(app: AppInstance) {
  registerOrderReadRoutes(app);
  registerOrderMoneyRoutes(app);
  registerEventOperationRoutes(app);
}
