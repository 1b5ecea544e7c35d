import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import type { PromoCode } from '@tiketi/contract/promo-codes';
import type { SalesSettings } from '@tiketi/contract/sales-settings';
import { PLAIN_SALE_TERMS } from '@/testing/ticket-types';

/** The organizer session the selling screens run in. */
export const owner = { tokenKey: 'organizer-token', accountType: 'organizer', authenticated: true } as const;

const ticketType = (id: number, name: string, price: number, position: number, hidden = false) => ({
  id,
  name,
  no_of_persons: 1,
  status: 1,
  currency: 'USD',
  price_per_ticket: price,
  max_tickets: 100,
  available: 100,
  ...PLAIN_SALE_TERMS,
  position,
  hidden,
});

/** Event 7 in USD with General at $10.00, VIP at $25.00 and a hidden Partners type. */
export const sellingEvent: OrganizerEvent = {
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
  currency: 'USD',
  status: 1,
  tickets_bought: 5,
  max_tickets: 300,
  created_at: '2031-01-01T00:00:00.000Z',
  tickets: [
    ticketType(21, 'General', 10, 0),
    ticketType(22, 'VIP', 25, 1),
    ticketType(23, 'Partners', 15, 2, true),
  ],
};

/** A 20% code on every ticket, used 3 times of 10, overridable field by field. */
export function aCode(overrides: Partial<PromoCode> = {}): PromoCode {
  return {
    id: 1,
    code: 'SPRING20',
    discount_type: 'percentage',
    discount_value: 20,
    ticket_type_ids: [],
    max_uses: 10,
    valid_from: null,
    valid_to: null,
    unlocks_hidden: false,
    active: true,
    uses: 3,
    revenue: 24,
    currency: 'USD',
    ...overrides,
  };
}

/** An event that sets no fee, no tax and no shared capacity. */
export function someSettings(overrides: Partial<SalesSettings> = {}): SalesSettings {
  return {
    tax_name: '',
    tax_rate: 0,
    tax_mode: 'added',
    fee_fixed: 0,
    fee_percent: 0,
    fee_payer: 'buyer',
    capacity: null,
    capacity_used: 0,
    currency: 'USD',
    ...overrides,
  };
}
