import type { ContactMessageInput, SubscribeInput } from '@tiketi/contract/marketing';
import type { AppDeps } from '../../app-types';
import { newsletterSubscribers } from '../../db/schema/index';
import { escapeHtml } from '../../lib/escape-html';
import { enforceRateLimit } from '../../lib/rate-limit';
import { enqueueMail } from '../mail';

type Deps = Pick<AppDeps, 'db' | 'config'>;

export const CONTACT_CONFIRMATION =
  'Thank you! Your message has been sent. An event expert will get back to you soon.';
export const SUBSCRIBE_CONFIRMATION =
  'Thank you for subscribing! Look out for upcoming events in your inbox.';

/** Sends a contact-form message to the platform's support address (spec decision #12). */
export async function sendContactMessage(deps: Deps, input: ContactMessageInput, ip: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await enforceRateLimit(tx, {
      key: `contact:ip:${ip}`,
      limit: 5,
      windowSeconds: 3600,
      message: 'Too many messages from this address. Please try again in an hour.',
    });
    const name = `${input.first_name} ${input.last_name}`;
    const lines = [
      `From: ${name} <${input.email_address}>`,
      `Phone: ${input.msisdn || 'not given'}`,
      '',
      input.message,
    ];
    await enqueueMail(tx, {
      to: deps.config.supportEmail,
      replyTo: input.email_address,
      subject: `Contact form: ${name}`,
      text: lines.join('\n'),
      html: `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
    });
  });
}

/**
 * Adds an address to the mailing list. The answer is the same for a new and a known address, so
 * the box cannot be used to learn who subscribed.
 */
export async function subscribeToNewsletter(deps: Deps, input: SubscribeInput, ip: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await enforceRateLimit(tx, {
      key: `newsletter:ip:${ip}`,
      limit: 10,
      windowSeconds: 3600,
      message: 'Too many sign-ups from this address. Please try again in an hour.',
    });
    await tx.insert(newsletterSubscribers).values({ email: input.email_address }).onConflictDoNothing();
  });
}
