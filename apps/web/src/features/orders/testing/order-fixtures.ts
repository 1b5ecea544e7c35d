import type { Order, OrderDetail } from '@tiketi/contract/orders';
import type { OrganizerEvent } from '@tiketi/contract/organizer-events';

/** The organizer session the orders screens run in. */
export const owner = { tokenKey: 'organizer-token', accountType: 'organizer', authenticated: true } as const;

/** A paid KES order of two Regular tickets (KES 1,500), overridable field by field. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    booking_id: 'TK-ORDER00001',
    status: 'paid',
    buyer_name: 'Amina Njeri',
    buyer_email: 'amina@example.com',
    buyer_msisdn: '+254712345678',
    currency: 'KES',
    total: 1500,
    paid: 1500,
    refunded: 0,
    refundable: 1500,
    refund_due: 0,
    payment_method: 'card',
    payment_reference: 'pi_3Abc',
    created_at: '2031-04-01T09:55:00.000Z',
    paid_at: '2031-04-01T10:00:00.000Z',
    hold_expires_at: null,
    tickets: [{ name: 'Regular', quantity: 2, price_per_ticket: 750 }],
    subtotal: 1500,
    discount: 0,
    promo_code: null,
    fee: 0,
    tax: 0,
    tax_name: null,
    tax_rate: null,
    tax_mode: null,
    ...overrides,
  };
}

/** The detail of `anOrder`: two valid admissions, a created and a paid entry, the owner's rights. */
export function anOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...anOrder(),
    event: { id: 7, title: 'Lakeside Jazz', start_time: '2031-05-01T18:00:00.000Z', time_zone: 'UTC' },
    answers: [],
    holders: [],
    admissions: [
      {
        number: 1,
        name: 'Regular',
        checked_in_at: '2031-05-01T18:03:00.000Z',
        valid: true,
        holder_name: '',
        holder_email: '',
        answers: [],
      },
      {
        number: 2,
        name: 'Regular',
        checked_in_at: null,
        valid: true,
        holder_name: '',
        holder_email: '',
        answers: [],
      },
    ],
    timeline: [
      { at: '2031-04-01T09:55:00.000Z', kind: 'created', by: 'Buyer', detail: '2 x Regular' },
      { at: '2031-04-01T10:00:00.000Z', kind: 'paid', by: 'System', detail: 'Card payment pi_3Abc' },
    ],
    can_refund: true,
    ...overrides,
  };
}

/** Event 7 as its organizer reads it. */
export const orderEvent: OrganizerEvent = {
  id: 7,
  title: 'Lakeside Jazz',
  slug: 'lakeside-jazz',
  image: null,
  image_srcset: null,
  short_description: 'Three bands, one stage.',
  full_description: 'Three bands, one stage, by the lake.',
  organizer: 'Nairobi Jazz',
  organizer_id: 1,
  organizer_slug: 'nairobi-jazz',
  category: 'Music',
  category_id: 2,
  start_time: '2031-05-01T18:00:00.000Z',
  end_time: '2031-05-01T22:00:00.000Z',
  time_zone: 'UTC',
  location: 'Arboretum, Nairobi',
  currency: 'KES',
  status: 1,
  tickets_bought: 2,
  max_tickets: 100,
  created_at: '2031-01-01T00:00:00.000Z',
  tickets: [],
};
