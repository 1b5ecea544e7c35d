import { toMinor } from '@tiketi/contract/money';
import { sql } from 'drizzle-orm';
import { onlyRow } from '../../lib/only-row';
import type { ProcessedImage } from '../../modules/media';
import { removeStoredKeys, saveProcessedImage } from '../../modules/media';
import { insertOrganizationWithSlug } from '../../modules/organizers';
import type { Storage } from '../../providers/storage/storage';
import type { Db, Tx } from '../client';
import { categories, events, ticketTypes, users } from '../schema/index';
import { buildDemoData, type DemoData } from './demo-data';
import { hasLiveData } from './has-live-data';
import { renderDemoImages } from './render-demo-images';

/** Arbitrary constant naming the advisory lock that keeps two starting instances from both seeding. */
const SEED_LOCK = 7_262_542;

export interface DemoSeedResult {
  organizers: number;
  events: number;
}

/** Adds demo organizers, events, ticket types and posters to an untouched installation. */
export async function seedDemoData(deps: { db: Db; storage: Storage; now: Date }): Promise<DemoSeedResult> {
  const none = { organizers: 0, events: 0 };
  if (await hasLiveData(deps.db)) return none;
  const data = buildDemoData(deps.now);
  // The slow part (drawing and encoding) happens before the transaction, so it stays short.
  const images = await renderDemoImages(data.events);
  const written: string[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (await hasLiveData(tx)) return none;
      await insertDemoRows({ tx, storage: deps.storage, now: deps.now, data, images, written });
      return { organizers: data.organizers.length, events: data.events.length };
    });
  } catch (error) {
    // The rows rolled back; the image files they pointed at must go too.
    await removeStoredKeys(deps.storage, written);
    throw error;
  }
}

async function insertDemoRows(options: {
  tx: Tx;
  storage: Storage;
  now: Date;
  data: DemoData;
  images: (ProcessedImage | null)[];
  written: string[];
}): Promise<void> {
  const { tx, storage, now, data, images, written } = options;
  const categoryRows = await tx.select({ id: categories.id, name: categories.name }).from(categories);
  const categoryIds = new Map(categoryRows.map((row) => [row.name, row.id]));
  // One at a time and in order, so each gets its page's slug (issue 19) as a registration would.
  const organizationRows: { id: number; displayName: string }[] = [];
  for (const { name, displayName, email, msisdn } of data.organizers) {
    organizationRows.push(await insertOrganizationWithSlug(tx, { name, displayName, email, msisdn }));
  }
  const organizationIds = new Map(organizationRows.map((row) => [row.displayName, row.id]));
  const organizationOf = (displayName: string) => {
    const id = organizationIds.get(displayName);
    if (id === undefined) throw new Error(`Demo data names an unknown organiser: ${displayName}`);
    return id;
  };
  // Owners have no password, so nobody can sign in as a demo organizer.
  await tx.insert(users).values(
    data.organizers.map((organizer) => ({
      kind: 'organizer' as const,
      role: 'owner' as const,
      organizationId: organizationOf(organizer.displayName),
      ...organizer.owner,
      passwordHash: null,
      emailVerifiedAt: now,
    })),
  );

  for (const [index, plan] of data.events.entries()) {
    const image = images[index];
    const mediaRow = image ? await saveProcessedImage({ db: tx, storage }, image) : null;
    if (mediaRow) written.push(...mediaRow.variants.map((variant) => variant.key));
    const categoryId = categoryIds.get(plan.category) ?? categoryRows[0]?.id;
    if (categoryId === undefined) throw new Error('Demo data needs at least one category');
    const event = onlyRow(
      await tx
        .insert(events)
        .values({
          organizationId: organizationOf(plan.organizer),
          categoryId,
          title: plan.title,
          shortDescription: plan.shortDescription,
          fullDescription: plan.fullDescription,
          imageId: mediaRow?.id ?? null,
          location: plan.location,
          coordinates: plan.coordinates,
          currency: 'USD',
          status: plan.status,
          timeZone: plan.timeZone,
          startTime: plan.startTime,
          endTime: plan.endTime,
        })
        .returning({ id: events.id }),
      'insert of a demo event',
    );
    await tx.insert(ticketTypes).values(
      plan.tickets.map((ticket) => ({
        eventId: event.id,
        name: ticket.name,
        priceMinor: toMinor(ticket.price, 'USD'),
        noOfPersons: ticket.noOfPersons ?? 1,
        maxTickets: ticket.maxTickets,
      })),
    );
  }
}
