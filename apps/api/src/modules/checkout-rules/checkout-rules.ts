import type { CheckoutQuestions } from '@tiketi/contract/questions';
import type { AppDeps } from '../../app-types';
import { findCheckoutRules } from './queries';
import { toCheckoutRules } from './to-question';

type Deps = Pick<AppDeps, 'db' | 'publicCache'>;

export const checkoutRulesKey = (eventId: number) => `checkout-rules:${eventId}`;

/**
 * The event's questions (hidden ones marked) and holder settings, read through the public
 * micro-cache as the booking call reads its event: during a rush a booking costs no extra read.
 * Every organizer write to questions or settings clears the cache.
 */
export function checkoutRulesOf(deps: Deps, eventId: number): Promise<CheckoutQuestions> {
  return deps.publicCache.getOrLoad(checkoutRulesKey(eventId), async () =>
    toCheckoutRules(await findCheckoutRules(deps.db, eventId)),
  );
}

/** Whether the event asks anything of a booking: a visible question, or names or emails. */
export const asksAnything = (rules: CheckoutQuestions) =>
  rules.ticket_names !== 'off' || rules.ticket_emails !== 'off' || rules.questions.some((q) => !q.hidden);

/** What the details page tells the buyer's screen to ask: the visible questions only. */
export const publicCheckoutOf = (rules: CheckoutQuestions): CheckoutQuestions => ({
  ...rules,
  questions: rules.questions.filter((q) => !q.hidden),
});
