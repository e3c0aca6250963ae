// Fixtures of the ticket and check-in tests: the demo's Transfăgărășan drive sold by units (adult, child) with a
// meeting point, a confirmed family booking on it, and the tokens a ticket PDF carries (read from its printed codes).
import { deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import type { TestApp } from './app.js';
import { record } from './bookings.js';
import { pdfPages } from './pdf.js';

export const PRODUCT_TITLE = 'Transfăgărășan sunrise drive';

export const FAMILY = {
  units: [
    { unitKey: 'adult', quantity: 2 },
    { unitKey: 'child', quantity: 1 },
  ],
  billing: { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana@example.com' },
  passengers: [
    { firstName: 'Ioana', lastName: 'Popescu' },
    { firstName: 'Andrei', lastName: 'Popescu' },
    { firstName: 'Ștefan', lastName: 'Popescu' },
  ],
};
export const FAMILY_NAMES = ['Ioana Popescu', 'Andrei Popescu', 'Ștefan Popescu'];

export interface Drive {
  productId: string;
  departureId: string;
  startAt: string;
}

/** The drive, with one departure at `startAt` (an instant) meeting in Brașov's Council Square. */
export async function sunriseDrive(t: TestApp, key: string, startAt: string): Promise<Drive> {
  const product = record(
    await t.call('POST', '/v1/products', {
      key,
      body: {
        title: PRODUCT_TITLE,
        type: 'tour',
        status: 'active',
        category: 'drives',
        pricingModel: 'per_unit',
        currency: 'RON',
      },
    }),
    'product',
  );
  const pricing = await t.call('PUT', `/v1/products/${product.id}/pricing`, {
    key,
    body: {
      unitTypes: [
        { key: 'adult', type: 'adult', label: 'Adult' },
        { key: 'child', type: 'child', label: 'Child' },
      ],
      ratePlans: [
        {
          name: 'Standard',
          unitPrices: [
            { unitKey: 'adult', amount: 350, currency: 'RON' },
            { unitKey: 'child', amount: 200, currency: 'RON' },
          ],
        },
      ],
    },
  });
  expect(pricing.status, pricing.text).toBe(200);
  const departure = record(
    await t.call('POST', '/v1/departures', {
      key,
      body: {
        productId: product.id,
        startAt,
        endAt: new Date(Date.parse(startAt) + 6 * 3_600_000).toISOString(),
        capacity: 40,
        meetingPoint: { name: 'Brașov, Council Square', address: 'Piața Sfatului 1, Brașov' },
      },
    }),
    'departure',
  );
  return { productId: product.id, departureId: departure.id, startAt };
}

/** A booking of the family on the drive (pending, or confirmed when `confirm`); its id and code. */
export async function familyBooking(
  t: TestApp,
  key: string,
  drive: Drive,
  opts: { confirm?: boolean; language?: string } = {},
): Promise<{ id: string; code: string }> {
  const r = await t.call('POST', '/v1/bookings', {
    key,
    body: {
      productId: drive.productId,
      departureId: drive.departureId,
      ...FAMILY,
      ...(opts.language ? { language: opts.language } : {}),
    },
  });
  expect(r.status, r.text).toBe(201);
  if (opts.confirm ?? true) {
    const c = await t.call('PATCH', `/v1/bookings/${r.body.id}`, { key, body: { status: 'confirmed' } });
    expect(c.status, c.text).toBe(200);
  }
  return { id: r.body.id, code: r.body.code };
}

/** The ticket PDF of a booking, checked to be one. */
export async function ticketPdf(t: TestApp, key: string, bookingId: string, layout?: string): Promise<Buffer> {
  const r = await t.app.inject({
    method: 'GET',
    url: `/v1/bookings/${bookingId}/ticket.pdf${layout ? `?layout=${layout}` : ''}`,
    headers: { authorization: `Bearer ${key}` },
  });
  expect(r.statusCode, r.body).toBe(200);
  expect(r.headers['content-type']).toBe('application/pdf');
  return r.rawPayload;
}

/** Each page's token, as printed under its QR code for manual entry (spaces removed). */
export async function printedTokens(pdf: Buffer): Promise<string[]> {
  return (await pdfPages(pdf)).map((text) => {
    const printed = /tc1\.\s*((?:[A-Za-z0-9_-]{4}\s*){17})/.exec(text);
    expect(printed, text).not.toBeNull();
    return `tc1.${printed![1]!.replace(/\s+/g, '')}`;
  });
}

/** A small opaque PNG (stripes of the business's colours) to upload as a logo. */
export function logoPng(size = 64): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: size }, (_, y) =>
    Buffer.from([
      0,
      ...Array.from({ length: size }, () => (Math.floor(y / 8) % 2 ? [31, 95, 168] : [230, 120, 40])).flat(),
    ]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads `bytes` to the workspace's gallery and waits for it to be stored; its file id. */
export async function galleryFile(t: TestApp, key: string, fileName: string, bytes: Buffer): Promise<string> {
  const r = await t.call('POST', '/v1/gallery/upload', {
    key,
    body: { fileName, contentBase64: bytes.toString('base64') },
  });
  expect(r.status, r.text).toBe(202);
  await t.drainJobs();
  return r.body.fileId;
}
