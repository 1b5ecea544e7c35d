import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import { book, payWithCard } from './support/bookings';
import { defined } from './support/defined';
import type { TestApp } from './support/test-app';

export interface Purchase {
  token: string;
  reference: string;
}

/** A guest (or the given session) books and pays by card, as the browser does. */
export async function buyAndPay(
  t: TestApp,
  eventId: number,
  tickets: { id: number; qty: number }[],
  options: { token?: string; details?: { full_name: string; msisdn: string; email_address: string } } = {},
): Promise<Purchase> {
  const booked = await book(
    t,
    { event_id: eventId, tickets, ...(options.details ? { details: options.details } : {}) },
    options.token,
  );
  if (booked.status !== 201) throw new Error(`book: ${JSON.stringify(booked.body)}`);
  const paid = await payWithCard(t, booked.body.message.data.client_secret);
  if (paid.status !== 'succeeded') throw new Error(`pay: ${JSON.stringify(paid)}`);
  return {
    token: options.token ?? defined(booked.token, 'booked.token'),
    reference: booked.body.message.data.booking_id,
  };
}

export async function listTickets(t: TestApp, token?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/tickets/view',
    headers: token === undefined ? {} : { auth: token },
  });
  return { status: response.statusCode, body: response.json() };
}

/** Opens a link as a browser would: no session header at all. */
export function open(t: TestApp, url: string) {
  return t.app.inject({ method: 'GET', url });
}

/** Reads a QR code back from a PNG: pixels from sharp, decoding by jsQR. */
export async function decodeQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
  return found?.data ?? null;
}

/** The text of a PDF, page by page, as a PDF reader extracts it. */
export async function readPdf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

/** A PDF page drawn to PNG (pdf.js), to read its QR code as a scanner would from a print-out. */
export async function renderPdfPage(pdf: Buffer, page: number): Promise<Buffer> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const shot = await parser.getScreenshot({ partial: [page], scale: 2 });
    return Buffer.from(defined(shot.pages[0], 'shot.pages[0]').data);
  } finally {
    await parser.destroy();
  }
}
