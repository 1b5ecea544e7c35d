import { afterAll, beforeAll } from 'vitest';
import { makeTestImage } from '../../src/modules/media/make-test-image';
import { createVerifiedOrganizer, post } from './accounts';
import { defined } from './defined';
import { createCategory } from './fixtures';
import { multipart } from './multipart';
import { createTestApp, type TestApp } from './test-app';
import type { DatabaseKind } from './test-database';

export const DAY = 86_400_000;

export interface OrganizerEventsState {
  t: TestApp;
  owner: { token: string };
  rival: { token: string };
  categoryId: number;
  png: Buffer;
}

/**
 * The app, two organisations (owner and rival) and the calls the organiser-event suites share.
 * Call it inside a describe: it registers the beforeAll that starts the app and the afterAll that
 * closes it; the calls read that app when they run.
 */
export function useOrganizerEvents(kind: DatabaseKind) {
  let state: OrganizerEventsState | undefined;
  const current = () => defined(state, 'the organiser events app (it starts in beforeAll)');

  beforeAll(async () => {
    const t = await createTestApp(kind);
    state = {
      t,
      categoryId: (await createCategory(t.db, 'Music')).id,
      owner: await createVerifiedOrganizer(t),
      rival: await createVerifiedOrganizer(t),
      png: await makeTestImage({ width: 1200, height: 600, format: 'png' }),
    };
  });
  afterAll(() => state?.t.close());

  const start = new Date(Date.now() + 10 * DAY);
  const fields = (overrides: Record<string, string> = {}) => ({
    title: 'Rooftop Sessions',
    category_id: String(current().categoryId),
    currency: 'USD',
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
    location: 'Sky Bar, Nairobi',
    short_description: 'Live music above the city.',
    full_description: 'Doors at six.\n\nBring a jacket.',
    ...overrides,
  });
  const image = (body = current().png, filename = 'poster.png', contentType = 'image/png') => ({
    name: 'file',
    filename,
    contentType,
    body,
  });

  async function createEvent(token: string, form = fields(), files = [image()]) {
    const body = multipart(form, files);
    return current().t.app.inject({
      method: 'POST',
      url: '/api/v1/event/register',
      payload: body.payload,
      headers: { ...body.headers, auth: token },
    });
  }
  async function newEventId(token = current().owner.token, form = fields()) {
    const response = await createEvent(token, form);
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().message.data as number;
  }
  const addTickets = (token: string, eventId: number, tickets: object[]) =>
    post(current().t, `/api/v1/event/${eventId}/ticket/register`, { eventId, tickets }, { auth: token });
  const updateTickets = (token: string, eventId: number, tickets: object[]) =>
    post(current().t, `/api/v1/event/${eventId}/ticket/update`, { eventId, tickets }, { auth: token });
  const setStatus = (token: string, eventId: number, status: number) =>
    post(current().t, `/api/v1/event/${eventId}/status`, { status }, { auth: token });
  const publicList = async () =>
    (await current().t.app.inject({ method: 'GET', url: '/api/v1/event/view?limit=100' })).json().message
      .data as {
      id: number;
      title: string;
    }[];
  const regular = { name: 'Regular', price_per_ticket: 20, no_of_persons: 1, max_tickets: 100 };

  return {
    current,
    start,
    fields,
    image,
    createEvent,
    newEventId,
    addTickets,
    updateTickets,
    setStatus,
    publicList,
    regular,
  };
}
