import { z } from 'zod';

export const category = z.object({ id: z.number().int(), name: z.string() });
export type Category = z.infer<typeof category>;

export const organizer = z.object({
  id: z.number().int(),
  display_name: z.string(),
  /** Issue 19: the organizer page's address, `/o/{slug}`. */
  slug: z.string(),
});
export type Organizer = z.infer<typeof organizer>;

/** Settings of this deployment that public pages print, `GET v1/config/public`. */
export const publicConfig = z.object({ support_email: z.string() });
export type PublicConfig = z.infer<typeof publicConfig>;
