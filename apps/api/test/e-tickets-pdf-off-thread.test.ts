import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { renderTicketPdfOffThread } from '../src/modules/e-tickets/render-pdf-off-thread';
import type { TicketDocument } from '../src/modules/e-tickets/render-ticket-pdf';
import { readPdf } from './e-tickets-kit';

const ticket: TicketDocument = {
  platformName: 'Tiketi',
  timeZone: 'Africa/Nairobi',
  reference: 'TKT-OFF7HR',
  event: {
    title: 'Sauti za Busara',
    startTime: new Date('2026-03-14T16:30:00Z'),
    endTime: new Date('2026-03-14T19:30:00Z'),
    location: 'Old Fort, Stone Town',
  },
  buyer: { name: 'Amina Njeri', email: 'amina@example.com' },
  paymentMethod: 'mpesa',
  paymentReference: 'SGR7XK2M1P',
  paidAt: new Date('2026-03-01T10:00:00Z'),
  currency: 'KES',
  totalMinor: 300000,
  breakdown: {
    subtotal: 3000,
    discount: 0,
    promo_code: null,
    fee: 0,
    tax: 0,
    tax_name: null,
    tax_rate: null,
    tax_mode: null,
  },
  seats: [{ name: 'Regular', noOfPersons: 1, quantity: 2, unitPriceMinor: 150000 }],
  admissions: [
    { code: 'A1B2C3D4E5F6A1B2C3D4E5F6', name: 'Regular', noOfPersons: 1, holderName: 'Amina Njeri' },
    { code: 'F6E5D4C3B2A1F6E5D4C3B2A1', name: 'Regular', noOfPersons: 1, holderName: 'Baraka Otieno' },
  ],
};

describe('PDF e-tickets are drawn off the event loop (issue 18)', () => {
  it('draws the whole ticket on a worker thread, dates and names intact', { timeout: 60_000 }, async () => {
    const { pdf, threadId: drawnOn } = await renderTicketPdfOffThread(ticket);
    expect(drawnOn).not.toBe(threadId);
    expect(drawnOn).toBeGreaterThan(0);
    const { text, pages } = await readPdf(pdf);
    expect(pages).toBe(2);
    for (const exact of ['Sauti za Busara', 'Amina Njeri', 'Baraka Otieno', 'SGR7XK2M1P', 'EAT']) {
      expect(text).toContain(exact);
    }
  });

  it('answers many tickets at once, each with its own bytes', { timeout: 60_000 }, async () => {
    const references = ['TKT-AAAAAA', 'TKT-BBBBBB', 'TKT-CCCCCC', 'TKT-DDDDDD'];
    const drawn = await Promise.all(
      references.map((reference) => renderTicketPdfOffThread({ ...ticket, reference })),
    );
    for (const [i, { pdf }] of drawn.entries()) {
      expect((await readPdf(pdf)).text).toContain(references[i]);
    }
  });
});
