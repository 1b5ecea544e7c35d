import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';

const organizer = { tokenKey: 'organizer-token', accountType: 'organizer', authenticated: true } as const;
const counts = { checked_in: 3, total: 10, people_checked_in: 3, people_total: 10 };

describe('the check-in answer for a cancelled booking', () => {
  it('reads Cancelled and says not to admit, as a refunded one does', async () => {
    const codes: unknown[] = [];
    server.use(
      http.get(`${API}/v1/event/7/checkin/stats`, () =>
        envelope({
          event: {
            id: 7,
            title: 'Lakeside Jazz',
            start_time: '2031-05-01T18:00:00.000Z',
            end_time: '2031-05-01T22:00:00.000Z',
            time_zone: 'UTC',
            location: 'Arboretum, Nairobi',
          },
          counts,
        }),
      ),
      http.post(`${API}/v1/event/7/checkin`, async ({ request }) => {
        codes.push(await request.json());
        return envelope({
          outcome: 'cancelled',
          booking_id: 'TK-CANCEL00001',
          buyer_name: 'Amina Njeri',
          counts,
        });
      }),
    );
    const { user } = renderRoute('/organizer/checkin/7', organizer);
    await user.type(await screen.findByLabelText('Ticket code'), 'B'.repeat(43));
    await user.click(screen.getByRole('button', { name: 'Check in' }));

    const title = await screen.findByText('Cancelled', { selector: 'p' });
    const panel = title.closest('[data-outcome]');
    expect(panel).toHaveAttribute('data-outcome', 'cancelled');
    // The same red as every answer that must not get in.
    expect(panel).toHaveClass('bg-red-700');
    expect(panel).toHaveTextContent('This booking was cancelled. Do not admit.');
    expect(panel).toHaveTextContent('Booking TK-CANCEL00001');
    expect(codes).toEqual([{ code: 'B'.repeat(43) }]);
  });
});
