import { badRequest } from '../../lib/app-error';
import type { SaleRuleRefusal } from './book-seats';

/**
 * 400 naming the ticket type whose sale rule book_seats refused (issue 15): its window, judged by
 * the database's clock at the hold, or its per-order limits. The date is told in the platform's
 * time zone, as the details page shows it.
 */
export function saleRuleError(refusal: SaleRuleRefusal, name: string, timeZone: string) {
  switch (refusal.rule) {
    case 'not_started':
      return badRequest(
        refusal.saleStart
          ? `${name} goes on sale on ${saleMomentFormat(timeZone).format(refusal.saleStart)}`
          : `${name} is not on sale yet`,
      );
    case 'ended':
      return badRequest(`Sales of ${name} have ended`);
    case 'below_min':
      return badRequest(`Order at least ${refusal.limit} of ${name}`);
    case 'above_max':
      return badRequest(`Order at most ${refusal.limit} of ${name}`);
    case 'hidden':
      return badRequest(`${name} is available only with an access code`);
  }
}

/** '1 Dec 2026, 18:00'. */
const saleMomentFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
