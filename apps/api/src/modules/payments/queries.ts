import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { processedWebhooks } from '../../db/schema/index';

/** Whether a provider's notification was already handled to the end. */
export async function isNotificationProcessed(db: DbOrTx, provider: string, notificationId: string) {
  const [row] = await db
    .select({ eventId: processedWebhooks.eventId })
    .from(processedWebhooks)
    .where(and(eq(processedWebhooks.provider, provider), eq(processedWebhooks.eventId, notificationId)));
  return row !== undefined;
}

/** Remembers a handled notification; a second record of the same one changes nothing. */
export async function recordProcessedNotification(db: DbOrTx, provider: string, notificationId: string) {
  await db.insert(processedWebhooks).values({ provider, eventId: notificationId }).onConflictDoNothing();
}
