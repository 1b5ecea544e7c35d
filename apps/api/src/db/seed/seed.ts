import type { Storage } from '../../providers/storage/storage';
import type { Db } from '../client';
import { seedCategories } from './seed-categories';
import { seedDemoData } from './seed-demo-data';

export interface SeedOptions {
  db: Db;
  storage: Storage;
  /** Adds demo organizers and events to an installation that has none (`DEMO_DATA`). */
  demoData: boolean;
  now?: Date;
  log?: (message: string) => void;
}

/**
 * Fills an empty database at start: categories always, demo content when asked for. Safe to
 * run on every start and on several instances at once: what exists is never added again.
 */
export async function seedDatabase(options: SeedOptions): Promise<{ categories: number; events: number }> {
  const started = performance.now();
  const categories = await seedCategories(options.db);
  const demo = options.demoData
    ? await seedDemoData({ db: options.db, storage: options.storage, now: options.now ?? new Date() })
    : { organizers: 0, events: 0 };
  const parts = [
    categories > 0 ? `${categories} categories` : null,
    demo.events > 0 ? `${demo.organizers} demo organizers with ${demo.events} events` : null,
  ].filter(Boolean);
  if (parts.length > 0) {
    options.log?.(`Seeded ${parts.join(' and ')} in ${Math.round(performance.now() - started)} ms`);
  }
  return { categories, events: demo.events };
}
