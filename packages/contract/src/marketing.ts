import { z } from 'zod';

const email = z.email({ error: 'Enter a valid email address' }).max(254);

/** Contact form (spec decision #12): sent to the platform's support address through the mail outbox. */
export const contactMessageInput = z.object({
  first_name: z.string().trim().min(1, { error: 'All fields are required' }).max(100),
  last_name: z.string().trim().min(1, { error: 'All fields are required' }).max(100),
  msisdn: z.string().trim().max(32).default(''),
  email_address: email,
  message: z.string().trim().min(1, { error: 'All fields are required' }).max(5000),
});
export type ContactMessageInput = z.infer<typeof contactMessageInput>;

/** Mailing-list box in the footer (spec decision #12). */
export const subscribeInput = z.object({ email_address: email });
export type SubscribeInput = z.infer<typeof subscribeInput>;
