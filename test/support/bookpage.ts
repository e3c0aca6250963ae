// Booking page fixtures: a workspace's product as a guest books it on its page (an active product sold by units:
// adults, children with an age range and free infants) with departures, made through the catalog's API.
import { expect } from 'vitest';
import type { TestApp } from './app.js';

export interface PageProduct {
  id: string;
  slug: string;
  /** Departure ids, in the order of `startAts`. */
  departures: string[];
}

export const PAGE_UNITS = [
  { key: 'adult', type: 'adult', label: 'Adult', minAge: 18 },
  { key: 'child', type: 'child', label: 'Child', minAge: 3, maxAge: 17 },
  { key: 'infant', type: 'infant', label: 'Infant', minAge: 0, maxAge: 2 },
];

const eur = (unitKey: string, amount: number) => ({ unitKey, amount, currency: 'EUR' });

export async function pageProduct(
  t: TestApp,
  key: string,
  opts: { title?: string; status?: string; capacity?: number; startAts: string[]; summary?: string },
): Promise<PageProduct> {
  const p = await t.call('POST', '/v1/products', {
    key,
    body: {
      title: opts.title ?? 'Danube Delta Boat Trip',
      summary: opts.summary ?? 'Pelicans, reeds and a fish lunch on the water.',
      description: 'Four hours on the channels of the delta with a local guide.\n\nBring a hat and water.',
      type: 'experience',
      status: opts.status ?? 'active',
      pricingModel: 'per_unit',
      currency: 'EUR',
    },
  });
  expect(p.status, p.text).toBe(201);
  const id = p.body.data.id as string;
  const priced = await t.call('PUT', `/v1/products/${id}/pricing`, {
    key,
    body: {
      unitTypes: PAGE_UNITS,
      ratePlans: [{ name: 'Standard', unitPrices: [eur('adult', 49.5), eur('child', 25), eur('infant', 0)] }],
    },
  });
  expect(priced.status, priced.text).toBe(200);
  const departures: string[] = [];
  for (const startAt of opts.startAts) {
    const d = await t.call('POST', '/v1/departures', {
      key,
      body: {
        productId: id,
        startAt,
        endAt: new Date(Date.parse(startAt) + 4 * 3_600_000).toISOString(),
        capacity: opts.capacity ?? 20,
      },
    });
    expect(d.status, d.text).toBe(201);
    departures.push(d.body.data.id);
  }
  return { id, slug: p.body.data.slug, departures };
}

/** The contract smoke check's slug of a workspace name (the default handle). */
export const slugOfName = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * Makes the workspace's booking questions: a billing form (asked once per booking) and a passenger form (asked per
 * traveller), set as the wizard's forms.
 */
export async function askQuestions(t: TestApp, key: string, booking: unknown[], traveller: unknown[]): Promise<void> {
  const form = async (name: string, fields: unknown[]) => {
    const r = await t.call('POST', '/v1/forms', { key, body: { name, status: 'published', fields } });
    expect(r.status, r.text).toBe(201);
    return r.body.id as string;
  };
  const set = await t.call('PATCH', '/v1/workspace', {
    key,
    body: {
      wizardBillingFormId: await form('Booking questions', booking),
      wizardPassengerFormId: await form('Traveller questions', traveller),
    },
  });
  expect(set.status, set.text).toBe(200);
}
