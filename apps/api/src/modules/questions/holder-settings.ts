import type { HolderSettings, HolderSettingsInput } from '@tiketi/contract/questions';
import type { AppDeps } from '../../app-types';
import { notFound } from '../../lib/app-error';
import { EVENT_NOT_FOUND } from '../organizer-events';
import type { OrganizerActor } from '../sessions';
import { findOwnedEvent, updateHolderSettings } from './queries';
import { toHolderSettings } from './to-question';

type Deps = Pick<AppDeps, 'db' | 'publicCache'>;

/**
 * `PUT v1/event/{id}/questions/settings`: whether each ticket carries its holder's name and email,
 * and until when buyers may correct names (absent or null: until the event starts).
 */
export async function saveHolderSettings(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  input: HolderSettingsInput,
): Promise<HolderSettings> {
  const saved = await deps.db.transaction(async (tx) => {
    const event = await findOwnedEvent(tx, actor.organizationId, eventId, true);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    return updateHolderSettings(tx, eventId, {
      ticketNames: input.ticket_names,
      ticketEmails: input.ticket_emails,
      namesEditableUntil: input.names_editable_until ? new Date(input.names_editable_until) : null,
    });
  });
  deps.publicCache.clear();
  return toHolderSettings(saved);
}
