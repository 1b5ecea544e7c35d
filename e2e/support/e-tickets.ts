import { writeFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import { expectNoSeriousViolations } from './accessibility';
import { ok, payBySimulatedCard, stamp } from './api';
import { defined } from './defined';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Page,
  test,
} from './test';

// The main journey pays through the booking screens; the others book and pay through the API,
// exactly as those screens do, then take the guest's session into the browser.

export const GUEST = {
  full_name: 'Wanjiru Kamau',
  msisdn: '+254711222333',
  email_address: 'wanjiru@example.com',
};
export interface Door {
  eventId: number;
  title: string;
  hostToken: string;
}

/** An organisation of our own (demo organisers cannot sign in) with a published, priced event. */
export async function createHostedEvent(request: APIRequestContext): Promise<Door> {
  const id = stamp();
  const email = `door-${id}@example.com`;
  const digits = () => String(Math.floor(1e8 + Math.random() * 9e8));
  await ok(
    await request.post('/api/v1/client/register', {
      data: {
        first_name: 'Amani',
        last_name: 'Otieno',
        msisdn: `+2547${digits()}`,
        email_address: email,
        organization_name: `Door Test ${id} Ltd`,
        display_name: `Door Test ${id}`,
        organization_email_address: `hello-${id}@example.com`,
        organization_msisdn: `+2547${digits()}`,
      },
    }),
    'register',
  );
  const mailbox = await ok<{ message: { data: { text: string }[] } }>(
    await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`),
    'mailbox',
  );
  const code = mailbox.message.data.map((mail) => /Your code: (\d{6})/.exec(mail.text)?.[1]).find(Boolean);
  const verified = await request.post('/api/v1/auth/password/reset', {
    data: { code, username: email, password: 'a long enough secret' },
  });
  await ok(verified, 'verify');
  const hostToken = defined(verified.headers().auth, 'hostToken');
  const headers = { auth: hostToken };

  const categories = await ok<{ message: { id: number }[] }>(
    await request.get('/api/v1/client/category/view'),
    'categories',
  );
  const start = new Date(Date.now() + 3 * 86_400_000);
  const title = `Door Night ${id}`;
  const image = await sharp({
    create: { width: 960, height: 480, channels: 3, background: '#4338ca' },
  })
    .png()
    .toBuffer();
  const created = await ok<{ message: { data: number } }>(
    await request.post('/api/v1/event/register', {
      headers,
      multipart: {
        title,
        category_id: String(defined(categories.message[0], 'categories.message[0]').id),
        currency: 'USD',
        start_time: start.toISOString(),
        end_time: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
        location: 'Alliance Française, Loita Street, Nairobi',
        short_description: 'Live music and a late bar, doors at seven.',
        full_description: 'An evening of live music.',
        file: { name: 'cover.png', mimeType: 'image/png', buffer: image },
      },
    }),
    'create event',
  );
  const eventId = created.message.data;
  await ok(
    await request.post(`/api/v1/event/${eventId}/ticket/register`, {
      headers,
      data: { tickets: [{ name: 'Regular', price_per_ticket: 15, no_of_persons: 1, max_tickets: 50 }] },
    }),
    'tickets',
  );
  await ok(
    await request.post(`/api/v1/event/${eventId}/status`, { headers, data: { status: 1 } }),
    'publish',
  );
  return { eventId, title, hostToken };
}

/** A guest books tickets (one by default) and pays with the simulator's test card; returns the guest's session. */
export async function payAsGuest(
  request: APIRequestContext,
  eventId: number,
  guest: typeof GUEST = GUEST,
  quantity = 1,
) {
  const details = await ok<{ message: { tickets: { id: number; price_per_ticket: number }[] } }>(
    await request.get(`/api/v1/event/details/${eventId}`),
    'details',
  );
  const ticket = defined(details.message.tickets[0], 'ticket');
  const booked = await request.post('/api/v1/event/book', {
    data: {
      event_id: eventId,
      tickets: [{ id: ticket.id, qty: quantity, price: ticket.price_per_ticket }],
      payment_method: 'card',
      details: guest,
    },
  });
  const body = await ok<{ message: { data: { client_secret: string; booking_id: string } } }>(booked, 'book');
  const token = defined(booked.headers().auth, 'token');
  expect(await payBySimulatedCard(request, body.message.data.client_secret)).toBe('succeeded');
  const tickets = await ok<{ message: { data: { admissions: { code: string; code_link: string }[] }[] } }>(
    await request.get('/api/v1/tickets/view', { headers: { auth: token } }),
    'e-tickets',
  );
  const admission = defined(tickets.message.data[0]?.admissions[0], 'the first admission');
  return {
    token,
    clientSecret: body.message.data.client_secret,
    reference: body.message.data.booking_id,
    code: admission.code,
    qrLink: admission.code_link,
  };
}

/** The booking the browser's session just paid for, as GET v1/tickets/view lists it. */
export async function paidTicketOf(request: APIRequestContext, page: Page, title: string) {
  // A signed-in session's token, or a guest's booking token (which signs no one in).
  const token = await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('tiketi.session') ?? '{}') as {
      tokenKey?: string;
      guestToken?: string;
    };
    return session.tokenKey || session.guestToken || '';
  });
  const tickets = await ok<{
    message: {
      data: { title: string; booking: { booking_id: string }; admissions: { code: string }[] }[];
    };
  }>(await request.get('/api/v1/tickets/view', { headers: { auth: token } }), 'e-tickets');
  const ticket = tickets.message.data.find((entry) => entry.title === title);
  if (!ticket) throw new Error(`the session has no e-ticket for ${title}`);
  return {
    reference: ticket.booking.booking_id,
    code: defined(ticket.admissions[0], 'ticket.admissions[0]').code,
  };
}

/** The text of a PDF, as a reader extracts it. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** Signs the browser in the way the app stores a session (lib/session.ts, localStorage). */
export async function holdSession(
  page: Page,
  session: { token: string; accountType: 'user' | 'organizer'; name: string },
) {
  await page.goto('/about-us');
  await page.evaluate(
    ({ token, accountType, name }) =>
      localStorage.setItem(
        'tiketi.session',
        JSON.stringify({ tokenKey: token, accountType, authenticated: true, user_name: name }),
      ),
    session,
  );
}

/** Checked at a phone's width and a laptop's, with a screenshot of each for review. */
export async function checkBothWidths(page: Page, name: string, ready: () => Promise<void>) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await ready();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

/**
 * A camera that films the ticket's QR code: a Y4M video (Chromium's fake capture device) of the PNG
 * the e-ticket page shows, on a white 640 x 480 frame.
 */
export async function filmQrCode(png: Buffer, path: string) {
  const [width, height] = [640, 480];
  const luma = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: await sharp(png).resize(360, 360).toBuffer(), gravity: 'center' }])
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(path, Buffer.concat([header, frame, frame, frame]));
}

/** A page in a context of its own; `options` set, for instance, the browser's time zone and locale. */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ acceptDownloads: true, ...options });
  return context.newPage();
}
