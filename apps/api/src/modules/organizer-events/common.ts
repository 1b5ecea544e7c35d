import { MESSAGES } from '@tiketi/contract/messages';
import { eventFieldsIn } from '@tiketi/contract/organizer-events';
import type { AppDeps } from '../../app-types';
import { badRequest } from '../../lib/app-error';
import type { MediaRow } from '../media';
import { categoryExists } from './queries';

/** What the organizer event use cases need of the app. */
export type OrganizerEventDeps = Pick<AppDeps, 'db' | 'config' | 'storage' | 'publicCache'>;

export const EVENT_NOT_FOUND = 'Event not found';

const fieldsByZone = new Map<string, ReturnType<typeof eventFieldsIn>>();

/**
 * The checked create or edit fields (issue 16): `start_time` and `end_time` without an offset are
 * read in the form's `time_zone`, else in `defaultZone`; the answer always names its zone.
 */
export function parseFields(fields: Record<string, string>, defaultZone: string) {
  let schema = fieldsByZone.get(defaultZone);
  if (!schema) {
    schema = eventFieldsIn(defaultZone);
    fieldsByZone.set(defaultZone, schema);
  }
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MESSAGES.allFieldsRequired);
  return parsed.data;
}

export async function assertCategory(deps: OrganizerEventDeps, categoryId: number) {
  if (!(await categoryExists(deps.db, categoryId))) throw badRequest('Choose a category');
}

export const keysOf = (row: MediaRow) => row.variants.map((variant) => variant.key);
