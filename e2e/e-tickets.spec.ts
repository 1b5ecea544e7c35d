import { readFile, writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import { bookOnDetailsPage, fillGuestDetails, openEvent, payWith } from './support/booking-screens';
import { defined } from './support/defined';
import { type APIRequestContext, type Browser, chromium, expect, type Page, test } from './support/test';

// The main journey pays through the booking screens; the others book and pay through the API,
// exactly as those screens do, then take the guest's session into the browser.

const GUEST = { full_name: 'Wanjiru Kamau', msisdn: '+254711222333', email_address: 'wanjiru@example.com' };
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface Door {
  eventId: number;
  title: string;
  hostToken: string;
}

async function ok<T>(response: import('@playwright/test').APIResponse, label: string): Promise<T> {
  if (!response.ok()) throw new Error(`${label}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** An organisation of our own (demo organisers cannot sign in) with a published, priced event. */
async function createHostedEvent(request: APIRequestContext): Promise<Door> {
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
  const hostToken = defined(verified.headers().auth, 'verified.headers().auth');
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

/** A guest books one ticket and pays with the simulator's test card; returns the guest's session. */
async function payAsGuest(request: APIRequestContext, eventId: number) {
  const details = await ok<{ message: { tickets: { id: number; price_per_ticket: number }[] } }>(
    await request.get(`/api/v1/event/details/${eventId}`),
    'details',
  );
  const ticket = defined(details.message.tickets[0], 'details.message.tickets[0]');
  const booked = await request.post('/api/v1/event/book', {
    data: {
      event_id: eventId,
      tickets: [{ id: ticket.id, qty: 1, price: ticket.price_per_ticket }],
      payment_method: 'card',
      details: GUEST,
    },
  });
  const body = await ok<{ message: { data: { client_secret: string; booking_id: string } } }>(booked, 'book');
  const token = defined(booked.headers().auth, 'booked.headers().auth');
  const paid = await ok<{ message: { status: string } }>(
    await request.post('/api/v1/simulated-payments/confirm', {
      data: {
        client_secret: body.message.data.client_secret,
        card_number: '4242 4242 4242 4242',
        exp_month: 12,
        exp_year: new Date().getFullYear() + 3,
        cvc: '123',
      },
    }),
    'pay',
  );
  expect(paid.message.status).toBe('succeeded');
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
async function paidTicketOf(request: APIRequestContext, page: Page, title: string) {
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
async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** Signs the browser in the way the app stores a session (lib/session.ts, localStorage). */
async function holdSession(
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

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** Checked at a phone's width and a laptop's, with a screenshot of each for review. */
async function checkBothWidths(page: Page, name: string, ready: () => Promise<void>) {
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
async function filmQrCode(png: Buffer, path: string) {
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

async function newPage(browser: Browser) {
  const context = await browser.newContext({ acceptDownloads: true });
  return context.newPage();
}

test.describe('e-tickets and check-in', () => {
  test('a guest pays, sees the ticket with its QR and downloads the PDF; the door checks it in once', async ({
    browser,
    request,
  }) => {
    // The whole door journey at two widths; the shared test machine can be slow under load.
    test.setTimeout(240_000);
    const door = await createHostedEvent(request);
    const details = await ok<{ message: { slug: string; tickets: { name: string }[] } }>(
      await request.get(`/api/v1/event/details/${door.eventId}`),
      'details',
    );

    // The guest pays through the screens, then follows 'View E-tickets' from the success screen.
    const page = await newPage(browser);
    await openEvent(page, { id: door.eventId, slug: details.message.slug, title: door.title });
    await bookOnDetailsPage(page, [
      { ticket: defined(details.message.tickets[0], 'details.message.tickets[0]'), qty: 1 },
    ]);
    await fillGuestDetails(page, GUEST.full_name, GUEST.email_address, GUEST.msisdn);
    await page.getByRole('radio', { name: 'Credit/Debit Card' }).check();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await payWith(page, '4242424242424242');
    await expect(page).toHaveURL(/\/payment\/success\?.*redirect_status=succeeded$/);
    await expect(page.getByRole('heading', { name: 'Payment succeeded!' })).toBeVisible();
    await page.getByRole('link', { name: 'View E-tickets' }).click();
    const guest = await paidTicketOf(request, page, door.title);
    await expect(page).toHaveURL(/\/account\/tickets$/);
    await expect(page.getByRole('heading', { level: 1, name: 'E-tickets' })).toBeVisible();
    const card = page.getByRole('article', { name: door.title });
    await expect(card).toBeVisible();
    await expect(card.getByText(guest.reference)).toBeVisible();
    await expect(card.getByText('Card', { exact: true })).toBeVisible();
    await expect(card.getByText('Alliance Française, Loita Street, Nairobi')).toBeVisible();
    await expect(card.getByText('Live music and a late bar, doors at seven.')).toBeVisible();
    await expect(card.getByRole('table', { name: 'Seats' })).toContainText('x 1');
    await expect(card.getByRole('table', { name: 'Seats' })).toContainText('Regular');
    await expect(card.getByRole('table', { name: 'Seats' })).toContainText('Admits 1');
    await expect(card.getByRole('table', { name: 'Seats' })).toContainText(/TOTAL\s*\$15\.00/);
    const qr = card.getByRole('img', { name: /QR code of admission 1 of 1/ });
    await expect(qr).toBeVisible();
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(card.getByText(guest.code)).toBeVisible();

    const downloading = page.waitForEvent('download');
    await card.getByRole('link', { name: /Download/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`e-ticket-${guest.reference}.pdf`);
    const pdf = await readFile(defined(await download.path(), '(await download.path())'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const printed = await pdfText(pdf);
    expect(printed).toContain(guest.reference);
    expect(printed).toContain(door.title);
    expect(printed).toContain(guest.code);

    await checkBothWidths(page, 'e-tickets', () => expect(card).toBeVisible());

    // The door: the organiser opens check-in from the event's 'Ticket Update' screen (edit step 3)
    // and types the code.
    const host = await newPage(browser);
    await holdSession(host, { token: door.hostToken, accountType: 'organizer', name: 'Amani Otieno' });
    await host.goto(`/organizer/tickets/${door.eventId}`);
    await expect(host.getByRole('heading', { level: 1, name: 'Ticket Update' })).toBeVisible();
    await host.getByRole('link', { name: 'Check-in' }).click();
    await expect(host).toHaveURL(new RegExp(`/organizer/checkin/${door.eventId}$`));
    await expect(host.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
    await expect(host.getByText(door.title).first()).toBeVisible();
    const counter = host.getByRole('region', { name: 'Checked in' });
    await expect(counter).toContainText('0 of 1 tickets');
    await expect(host.getByRole('button', { name: 'Scan with camera' })).toBeVisible();

    await checkBothWidths(host, 'check-in-ready', () =>
      expect(host.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible(),
    );

    const codeField = host.getByLabel('Ticket code');
    await codeField.fill(guest.code);
    await host.getByRole('button', { name: 'Check in' }).click();
    const answer = host.locator('[data-outcome]');
    await expect(answer).toHaveAttribute('data-outcome', 'valid');
    await expect(answer).toContainText('Valid');
    await expect(answer).toContainText(GUEST.full_name);
    await expect(answer).toContainText('1 x Regular (admits 1)');
    await expect(counter).toContainText('1 of 1 tickets');

    await checkBothWidths(host, 'check-in-valid', () => expect(answer).toBeVisible());

    await codeField.fill(guest.code);
    await host.getByRole('button', { name: 'Check in' }).click();
    await expect(answer).toHaveAttribute('data-outcome', 'already_checked_in');
    await expect(answer).toContainText('Already checked in');
    await expect(answer).toContainText('by Amani Otieno');
    await expect(counter).toContainText('1 of 1 tickets');

    await codeField.fill('not-a-real-ticket-code');
    await host.getByRole('button', { name: 'Check in' }).click();
    await expect(answer).toHaveAttribute('data-outcome', 'unknown');
    await expect(answer).toContainText('Unknown ticket');

    // The attendee list shows the guest as checked in and exports the same as CSV.
    await host.getByRole('link', { name: 'Attendees' }).click();
    await expect(host.getByRole('heading', { level: 1, name: 'Attendees' })).toBeVisible();
    const table = host.getByRole('table', { name: 'Attendees' });
    await expect(table).toContainText(GUEST.full_name);
    await expect(table).toContainText(GUEST.email_address);
    await expect(table).toContainText('1 of 1');
    const exporting = host.waitForEvent('download');
    await host.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile(
      defined(await (await exporting).path(), '(await (await exporting).path())'),
      'utf8',
    );
    expect(csv).toContain('Booking ID,Buyer,Email,Phone,Seats');
    expect(csv).toContain(`${guest.reference},${GUEST.full_name},${GUEST.email_address},'${GUEST.msisdn}`);

    await checkBothWidths(host, 'attendees', async () => {
      await expect(host.getByRole('heading', { level: 1, name: 'Attendees' })).toBeVisible();
      await expect(host.getByText(GUEST.email_address).filter({ visible: true })).toBeVisible();
    });
  });

  test('the door scans the QR code with the camera (ZXing in WebAssembly where the browser has no BarcodeDetector)', async ({
    request,
  }) => {
    test.setTimeout(60_000);
    const door = await createHostedEvent(request);
    const guest = await payAsGuest(request, door.eventId);
    const video = test.info().outputPath('qr-camera.y4m');
    await filmQrCode(await (await request.get(guest.qrLink)).body(), video);

    const configured = test.info().project.use.launchOptions ?? {};
    const browser = await chromium.launch({
      ...configured,
      args: [
        ...(configured.args ?? []),
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      await context.grantPermissions(['camera']);
      const page = await context.newPage();
      await holdSession(page, { token: door.hostToken, accountType: 'organizer', name: 'Amani Otieno' });
      await page.goto(`/organizer/checkin/${door.eventId}`);
      await page.getByRole('button', { name: 'Scan with camera' }).click();
      await expect(page.getByRole('button', { name: 'Stop camera' })).toBeVisible();
      const answer = page.locator('[data-outcome]');
      await expect(answer).toHaveAttribute('data-outcome', 'valid');
      await expect(answer).toContainText(GUEST.full_name);
      await expect(page.getByRole('region', { name: 'Checked in' })).toContainText('1 of 1 tickets');
      const decoder = await page.evaluate(async () => {
        const Detector = (globalThis as { BarcodeDetector?: { getSupportedFormats(): Promise<string[]> } })
          .BarcodeDetector;
        const formats = Detector ? await Detector.getSupportedFormats().catch(() => []) : [];
        return formats.includes('qr_code') ? 'native' : 'zxing';
      });
      const camera = page.getByLabel('Camera view for scanning QR codes');
      await expect(camera).toHaveAttribute('data-decoder', decoder);
      // The code stays in front of the camera: read frame after frame, but checked in once.
      const framesRead = async () => Number(await camera.getAttribute('data-frames-read'));
      const seen = await framesRead();
      await expect.poll(framesRead).toBeGreaterThan(seen + 5);
      await expect(answer).toHaveAttribute('data-outcome', 'valid');
      await expect(page.getByRole('region', { name: 'Recent scans' }).getByRole('listitem')).toHaveCount(1);
      await page.getByRole('button', { name: 'Stop camera' }).click();
      await expect(page.getByRole('button', { name: 'Scan with camera' })).toBeVisible();
    } finally {
      await browser.close();
    }
  });

  test('another organisation cannot open the door of this event', async ({ browser, request }) => {
    const door = await createHostedEvent(request);
    const rival = await createHostedEvent(request);
    const page = await newPage(browser);
    await holdSession(page, { token: rival.hostToken, accountType: 'organizer', name: 'Rival' });
    await page.goto(`/organizer/checkin/${door.eventId}`);
    await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
  });

  test('a session with no paid bookings sees the empty state', async ({ browser, request }) => {
    const door = await createHostedEvent(request);
    const details = await ok<{ message: { tickets: { id: number }[] } }>(
      await request.get(`/api/v1/event/details/${door.eventId}`),
      'details',
    );
    // Seats held but never paid: no e-ticket.
    const booked = await request.post('/api/v1/event/book', {
      data: {
        event_id: door.eventId,
        tickets: [{ id: defined(details.message.tickets[0], 'details.message.tickets[0]').id, qty: 1 }],
        payment_method: 'card',
        details: GUEST,
      },
    });
    const page = await newPage(browser);
    await holdSession(page, {
      token: defined(booked.headers().auth, 'booked.headers().auth'),
      accountType: 'user',
      name: GUEST.full_name,
    });
    await page.goto('/account/tickets');
    await expect(page.getByRole('heading', { name: 'No e-tickets yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse events' })).toBeVisible();
  });
});
