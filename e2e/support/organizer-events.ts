import { deflateSync } from 'node:zlib';
import { stamp } from './api';
import { defined } from './defined';
import { type APIRequestContext, expect, type Page } from './test';

// ---------------------------------------------------------------------------------------------
// Helpers: a verified organizer made through the API, a real PNG made on the fly, sign-in by UI.
// ---------------------------------------------------------------------------------------------

export const PASSWORD = 'correct horse battery';

export interface Host {
  email: string;
  token: string;
  organizationId: number;
  displayName: string;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes)
    crc = defined(CRC_TABLE[(crc ^ byte) & 0xff], 'the CRC table entry') ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small, valid RGB PNG with a gradient (2:1, like the upload guidance). */
export function makePng(width = 64, height = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const stride = 1 + width * 3;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = y * stride + 1 + x * 3;
      raw[at] = (x * 4) & 0xff;
      raw[at + 1] = (y * 8) & 0xff;
      raw[at + 2] = 180;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Registers an organizer, reads the code from the development mailbox and verifies the account. */
export async function createVerifiedHost(request: APIRequestContext, name: string): Promise<Host> {
  const id = stamp();
  const email = `${name.toLowerCase()}-${id}@example.com`;
  const displayName = `${name} Events ${id}`;
  const digits = () => String(Math.floor(1e8 + Math.random() * 9e8));
  const registered = await request.post('/api/v1/client/register', {
    data: {
      first_name: name,
      last_name: 'Host',
      msisdn: `+2547${digits()}`,
      email_address: email,
      organization_name: `${displayName} Ltd`,
      display_name: displayName,
      organization_email_address: `hello-${id}@example.com`,
      organization_msisdn: `+2547${digits()}`,
    },
  });
  expect(registered.status()).toBe(201);

  let code = '';
  await expect
    .poll(async () => {
      const mailbox = await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json();
      const texts = (mailbox.message.data as { text: string }[]).map((mail) => mail.text);
      code = texts.map((text) => /Your code: (\d{6})/.exec(text)?.[1]).find(Boolean) ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);

  const verified = await request.post('/api/v1/auth/password/reset', {
    data: { code, username: email, password: PASSWORD },
  });
  expect(verified.status()).toBe(200);
  const body = await verified.json();
  return {
    email,
    token: verified.headers().auth ?? '',
    organizationId: body.message.organization.id as number,
    displayName,
  };
}

export async function signIn(page: Page, host: Host) {
  await page.goto('/organizer/login');
  await page.getByLabel('Username').fill(host.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/organizer\/login/);
}

/** A `datetime-local` value, `days` from now at `hour`:00 on the browser's (this machine's) clock. */
export function pickerValue(days: number, hour: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:00`;
}

export async function firstCategory(request: APIRequestContext) {
  const body = await (await request.get('/api/v1/client/category/view')).json();
  return defined(
    (body.message as { id: number; name: string }[])[0],
    '(body.message as { id: number; name: string }[])[0]',
  );
}

/** An event made (and, unless told, published) through the API, with one free ticket type. */
export async function createPublishedEvent(
  request: APIRequestContext,
  host: Host,
  categoryId: number,
  text: Partial<Record<'title' | 'short_description' | 'full_description' | 'location', string>>,
  options: { isPublished: boolean } = { isPublished: true },
): Promise<number> {
  const auth = { Auth: host.token };
  const start = Date.now() + 3 * 86_400_000;
  const created = await request.post('/api/v1/event/register', {
    headers: auth,
    multipart: {
      title: 'An event',
      short_description: 'Short.',
      full_description: 'Full.',
      location: 'Somewhere',
      ...text,
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + 7_200_000).toISOString(),
      category_id: String(categoryId),
      currency: 'USD',
      file: { name: 'poster.png', mimeType: 'image/png', buffer: makePng() },
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).message.data as number;
  const tickets = await request.post(`/api/v1/event/${id}/ticket/register`, {
    headers: auth,
    data: {
      eventId: id,
      tickets: [{ name: 'Free entry', price_per_ticket: 0, no_of_persons: 1, max_tickets: 50 }],
    },
  });
  expect(tickets.status()).toBe(201);
  if (!options.isPublished) return id;
  const published = await request.post(`/api/v1/event/${id}/status`, { headers: auth, data: { status: 1 } });
  expect(published.status()).toBe(200);
  return id;
}

export const greenAlert = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text }).first();
