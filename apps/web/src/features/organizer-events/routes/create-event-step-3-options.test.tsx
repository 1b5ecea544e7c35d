import { fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { API, errorEnvelope, server } from '@/testing/server';
import { emptyHeldEvent, holdEvent } from '../lib/held-event';

// Issue 15 on create step 3: a new ticket's more options and its place go out with the create call.

const organizer = { tokenKey: 'organizer-token', accountType: 'organizer', authenticated: true } as const;

const ticketGroup = (name: string) => screen.getByRole('group', { name });
/** A datetime-local value as a browser's picker leaves it. */
const pick = (input: HTMLElement, local: string) => fireEvent.change(input, { target: { value: local } });

describe("'Ticket Setup' with more options", () => {
  it('sends them with a new ticket, in the order on screen', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/v1/event/9/ticket/register`, async ({ request }) => {
        sent.push(await request.json());
        // Answered with a refusal, so the screen stays (and shows the server's words).
        return errorEnvelope(400, 'Sale end must be before the event ends', 'VALIDATION_ERROR');
      }),
    );
    const held = { ...emptyHeldEvent('create'), id: 9, title: 'Gala', currency: 'USD' };
    const { user } = renderRoute('/organizer/event/3', { ...organizer, ...holdEvent(held) });
    const first = (await screen.findAllByRole('group', { name: 'Ticket 1' }))[0] as HTMLElement;
    await user.type(within(first).getByLabelText(/Name/), 'Regular');
    await user.type(within(first).getByLabelText(/Price per ticket/), '10');
    await user.type(within(first).getByLabelText(/Max tickets/), '100');

    await user.click(screen.getByRole('button', { name: '+ Add Ticket' }));
    const second = ticketGroup('Ticket 2');
    await user.type(within(second).getByLabelText(/Name/), 'Early bird');
    await user.type(within(second).getByLabelText(/Price per ticket/), '8');
    await user.type(within(second).getByLabelText(/Max tickets/), '20');
    await user.click(within(second).getByRole('button', { name: 'More options' }));
    await user.type(within(second).getByRole('textbox', { name: /Description/ }), 'Until the end of March');
    pick(within(second).getByLabelText('Sale ends'), '2027-03-31T23:59');
    await user.type(within(second).getByRole('spinbutton', { name: 'Maximum per order' }), '4');
    await user.click(within(second).getByRole('button', { name: 'Move up ticket 2' }));

    await user.click(screen.getByRole('button', { name: 'Finish Setup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sale end must be before the event ends');
    expect(sent).toEqual([
      {
        eventId: 9,
        tickets: [
          {
            name: 'Early bird',
            price_per_ticket: 8,
            no_of_persons: 1,
            max_tickets: 20,
            description: 'Until the end of March',
            sale_start: null,
            sale_end: new Date('2027-03-31T23:59').toISOString(),
            min_per_order: 1,
            max_per_order: 4,
            hidden: false,
            position: 0,
          },
          {
            name: 'Regular',
            price_per_ticket: 10,
            no_of_persons: 1,
            max_tickets: 100,
            description: '',
            sale_start: null,
            sale_end: null,
            min_per_order: 1,
            max_per_order: null,
            hidden: false,
            position: 1,
          },
        ],
      },
    ]);
  });
});
