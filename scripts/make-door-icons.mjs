#!/usr/bin/env node
// Draws the door app's PNG icons (issue 17): the favicon's white ticket on Tiketi indigo, at 192
// and 512 pixels, and a maskable 512 with the ticket inside the safe zone. Run once; the PNGs are
// committed in apps/web/public/icons.
// Usage: node scripts/make-door-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const INDIGO = [0x43, 0x38, 0xca];
const WHITE = [0xff, 0xff, 0xff];

function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The favicon's ticket (in 32-unit space) scaled by `inset` into a size x size square. */
function pixel(x, y, size, inset, rounded) {
  const u = ((x + 0.5) / size - 0.5) / inset + 0.5;
  const v = ((y + 0.5) / size - 0.5) / inset + 0.5;
  const [px, py] = [u * 32, v * 32];
  if (rounded) {
    const r = 8;
    const cx = Math.min(Math.max(x, r * (size / 32)), size - r * (size / 32));
    const cy = Math.min(Math.max(y, r * (size / 32)), size - r * (size / 32));
    if (Math.hypot(x - cx, y - cy) > r * (size / 32)) return null;
  }
  const inTicket = px >= 8 && px <= 24 && py >= 9 && py <= 23;
  const notch = Math.hypot(px - 8, py - 16) < 2 || Math.hypot(px - 24, py - 16) < 2;
  const corner = [
    [8, 9],
    [24, 9],
    [8, 23],
    [24, 23],
  ].some(([cx, cy]) => Math.hypot(px - cx, py - cy) < 2);
  if (!inTicket || notch || corner) return INDIGO;
  const line =
    (py > 12.2 && py < 13.8 && px > 13 && px < 19) || (py > 15.2 && py < 16.8 && px > 13 && px < 19);
  const short = py > 18.2 && py < 19.8 && px > 13 && px < 17;
  return line || short ? INDIGO : WHITE;
}

function png(size, inset, rounded) {
  const rows = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x += 1) {
      const colour = pixel(x, y, size, inset, rounded);
      if (colour) row.set([...colour, 255], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const folder = new URL('../apps/web/public/icons/', import.meta.url);
mkdirSync(folder, { recursive: true });
writeFileSync(new URL('door-192.png', folder), png(192, 1.6, true));
writeFileSync(new URL('door-512.png', folder), png(512, 1.6, true));
writeFileSync(new URL('door-maskable-512.png', folder), png(512, 1.25, false));
console.log('apps/web/public/icons: door-192.png, door-512.png, door-maskable-512.png');
