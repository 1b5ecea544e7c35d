import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, errorEnvelope, server } from '@/testing/server';
import { heldEventFrom, holdEvent, readHeldEvent } from '../lib/held-event';

/** Issue 16: step 1 takes the event's zone, and start and end as the clock in it. */

const organizer = { tokenKey: 'organizer-token', accountType: 'organizer', authenticated: true } as const;

// 18:00Z on 1 May 2027 is 19:00 WEST in Lisbon (and 21:00 in Nairobi).
const saved: OrganizerEvent = {
  id: 5,
  title: 'Fado Night',
  slug: 'fado-night',
  image: '/uploads/fado-800.webp',
  image_srcset: null,
  short_description: 'Fado in the old town',
  full_description: 'Fado in the old town, by candlelight.',
  organizer: 'Lisboa Sons',
  organizer_id: 1,
  organizer_slug: 'lisboa-sons',
  category: 'Music',
  category_id: 2,
  start_time: '2027-05-01T18:00:00.000Z',
  end_time: '2027-05-01T21:30:00.000Z',
  time_zone: 'Europe/Lisbon',
  location: 'Alfama, Lisbon',
  currency: 'USD',
  status: 2,
  tickets_bought: 0,
  max_tickets: 100,
  created_at: '2026-01-01T00:00:00.000Z',
  tickets: [],
  ticket_holders: 0,
};

/** The reads of step 1: the categories, and the organisation's zone (none of its own: Nairobi's). */
function stepOneReads() {
  server.use(
    http.get(`${API}/v1/client/category/view`, () => envelope([{ id: 2, name: 'Music' }])),
    http.get(`${API}/v1/client/time-zone`, () => envelope({ time_zone: null, effective: 'Africa/Nairobi' })),
  );
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

// jsdom's Blob cannot read itself as bytes; the form reads a chosen file's first bytes (PNG or JPEG?).
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(this);
    });
  };
}

describe('the time zone of an event being created', { timeout: 30_000 }, () => {
  it("starts on the organisation's zone, and sends the chosen zone with the times as typed", async () => {
    stepOneReads();
    const bodies: FormData[] = [];
    server.use(
      http.post(`${API}/v1/event/register`, async ({ request }) => {
        bodies.push(await request.formData());
        return HttpResponse.json(
          { status: 201, message: { data: 9 }, status_description: 'Event created' },
          { status: 201 },
        );
      }),
      http.get(`${API}/v1/client/event/9`, () => envelope({ ...saved, id: 9 })),
    );
    const { user } = renderRoute('/organizer/event/1', organizer);
    const zone = await screen.findByLabelText(/^Time zone/);
    await waitFor(() => expect(zone).toHaveValue('Africa/Nairobi'));
    expect(zone).toHaveAccessibleDescription(/Start and end are the clock in this zone/);

    await user.type(screen.getByLabelText(/^Event Title/), 'Fado Night');
    await user.selectOptions(screen.getByLabelText('Event category'), 'Music');
    await user.clear(zone);
    await user.type(zone, 'Europe/Lisbon');
    fireEvent.change(screen.getByLabelText(/^Start Date and Time/), {
      target: { value: '2027-05-01T19:00' },
    });
    fireEvent.change(screen.getByLabelText(/^End Date and Time/), { target: { value: '2027-05-01T22:30' } });
    await user.type(screen.getByLabelText(/^Location/), 'Alfama, Lisbon');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await screen.findByRole('heading', { name: 'Main event image' });
    expect(readHeldEvent(sessionStore.get().event)).toMatchObject({
      time_zone: 'Europe/Lisbon',
      start_time: '2027-05-01T19:00',
      end_time: '2027-05-01T22:30',
    });
    await user.upload(
      screen.getByLabelText(/^Main event image/),
      new File([PNG], 'fado.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.get('time_zone')).toBe('Europe/Lisbon');
    expect(bodies[0]?.get('start_time')).toBe('2027-05-01T19:00');
    expect(bodies[0]?.get('end_time')).toBe('2027-05-01T22:30');
  });

  it("refuses on screen a time the zone's clocks skip, sending nothing", async () => {
    stepOneReads();
    const { user } = renderRoute('/organizer/event/1', organizer);
    const zone = await screen.findByLabelText(/^Time zone/);
    await waitFor(() => expect(zone).toHaveValue('Africa/Nairobi'));
    await user.type(screen.getByLabelText(/^Event Title/), 'Spring Fado');
    await user.selectOptions(screen.getByLabelText('Event category'), 'Music');
    await user.clear(zone);
    await user.type(zone, 'Europe/Lisbon');
    // Lisbon's clocks jump from 01:00 to 02:00 on 28 March 2027.
    fireEvent.change(screen.getByLabelText(/^Start Date and Time/), {
      target: { value: '2027-03-28T01:30' },
    });
    fireEvent.change(screen.getByLabelText(/^End Date and Time/), { target: { value: '2027-03-28T04:00' } });
    await user.type(screen.getByLabelText(/^Location/), 'Alfama, Lisbon');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2027-03-28 01:30 does not exist in Europe/Lisbon: the clocks skip that hour. Choose another time.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/organizer/event/1');
  });
});

describe('the time zone of an event being edited', { timeout: 30_000 }, () => {
  it("shows the saved times in the event's zone, whatever the browser's", async () => {
    stepOneReads();
    server.use(http.get(`${API}/v1/client/event/5`, () => envelope(saved)));
    renderRoute('/organizer/event-view/1', { ...organizer, ...holdEvent(heldEventFrom(saved)) });
    // Not the organisation's Nairobi: the event keeps its own zone.
    expect(await screen.findByLabelText(/^Time zone/)).toHaveValue('Europe/Lisbon');
    expect(screen.getByLabelText(/^Start Date and Time/)).toHaveValue('2027-05-01T19:00');
    expect(screen.getByLabelText(/^End Date and Time/)).toHaveValue('2027-05-01T22:30');
  });

  it("shows the server's refusal of a time, as its other refusals", async () => {
    const refusal =
      '2027-03-28 01:30 does not exist in Europe/Lisbon: the clocks skip that hour. Choose another time.';
    const bodies: FormData[] = [];
    server.use(
      http.get(`${API}/v1/client/event/5`, () => envelope(saved)),
      http.put(`${API}/v1/event/update/5`, async ({ request }) => {
        bodies.push(await request.formData());
        return errorEnvelope(400, refusal, 'VALIDATION_ERROR');
      }),
    );
    // The held times are fine by this browser's rules; the server has the last word.
    const held = { ...heldEventFrom(saved), start_time: '2027-05-01T20:00' };
    const { user } = renderRoute('/organizer/event-view/2', { ...organizer, ...holdEvent(held) });
    await user.click(await screen.findByRole('button', { name: 'Update Event' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(bodies[0]?.get('time_zone')).toBe('Europe/Lisbon');
    expect(bodies[0]?.get('start_time')).toBe('2027-05-01T20:00');
  });
});
