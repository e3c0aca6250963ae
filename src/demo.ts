// `npm run cli -- demo`: a workspace with believable data to try the API, the SDK and the console on. Everything
// after the workspace and its key is made through the public API, in-process (the same validation, numbering and
// events a client's requests get): a dozen products of several types and categories with departures over the next six
// months and prices, people, organizations, bookings in every status, a voucher, a published form and a policy.
import type { Platform } from './platform/index.js';
import { clock } from './platform/clock.js';
import { DEFAULT_LIMITS } from './platform/rate-limits.js';
import { buildApp } from './app.js';
import type { Modules } from './modules/index.js';

interface DemoProduct {
  title: string;
  type: 'tour' | 'experience' | 'hotel' | 'package' | 'transfer';
  category: string;
  days: number;
  /** Per person in whole EUR, or per person in a double room for `per_room` products. */
  price: number;
  perRoom?: boolean;
  /** `per_room` products: what a person in a single room pays on top of `price`, in whole EUR. */
  singleSupplement?: number;
  capacity: number;
  city: string;
  country: string;
}

const PRODUCTS: DemoProduct[] = [
  {
    title: 'Danube Delta Birdwatching',
    type: 'tour',
    category: 'nature',
    days: 3,
    price: 389,
    capacity: 16,
    city: 'Tulcea',
    country: 'RO',
  },
  {
    title: 'Transylvanian Castles',
    type: 'tour',
    category: 'culture',
    days: 5,
    price: 649,
    capacity: 24,
    city: 'Brașov',
    country: 'RO',
  },
  {
    title: 'Bucharest Old Town Walk',
    type: 'experience',
    category: 'city-break',
    days: 1,
    price: 35,
    capacity: 20,
    city: 'Bucharest',
    country: 'RO',
  },
  {
    title: 'Maramureș Wooden Churches',
    type: 'tour',
    category: 'culture',
    days: 4,
    price: 520,
    capacity: 18,
    city: 'Sighetu Marmației',
    country: 'RO',
  },
  {
    title: 'Black Sea Seaside Week',
    type: 'hotel',
    category: 'beach',
    days: 7,
    price: 455,
    perRoom: true,
    singleSupplement: 160,
    capacity: 40,
    city: 'Mamaia',
    country: 'RO',
  },
  {
    title: 'Carpathian Hiking Trail',
    type: 'tour',
    category: 'adventure',
    days: 6,
    price: 590,
    capacity: 12,
    city: 'Sinaia',
    country: 'RO',
  },
  {
    title: 'Wine Tasting in Dealu Mare',
    type: 'experience',
    category: 'gastronomy',
    days: 1,
    price: 79,
    capacity: 14,
    city: 'Ploiești',
    country: 'RO',
  },
  {
    title: 'Vienna & Budapest Rail Journey',
    type: 'package',
    category: 'city-break',
    days: 5,
    price: 890,
    perRoom: true,
    singleSupplement: 310,
    capacity: 30,
    city: 'Vienna',
    country: 'AT',
  },
  {
    title: 'Airport Transfer Otopeni',
    type: 'transfer',
    category: 'transfers',
    days: 1,
    price: 25,
    capacity: 8,
    city: 'Otopeni',
    country: 'RO',
  },
  {
    title: 'Bucovina Painted Monasteries',
    type: 'tour',
    category: 'culture',
    days: 3,
    price: 410,
    capacity: 20,
    city: 'Suceava',
    country: 'RO',
  },
  {
    title: 'Transfăgărășan Road Trip',
    type: 'experience',
    category: 'adventure',
    days: 2,
    price: 210,
    capacity: 10,
    city: 'Sibiu',
    country: 'RO',
  },
  {
    title: 'Prague Christmas Markets',
    type: 'package',
    category: 'city-break',
    days: 4,
    price: 560,
    perRoom: true,
    singleSupplement: 195,
    capacity: 28,
    city: 'Prague',
    country: 'CZ',
  },
];

const PEOPLE = [
  ['Ana', 'Popescu'],
  ['Mihai', 'Ionescu'],
  ['Elena', 'Dumitrescu'],
  ['Andrei', 'Stan'],
  ['Ioana', 'Georgescu'],
  ['Radu', 'Marin'],
  ['Maria', 'Tudor'],
  ['Alex', 'Constantin'],
  ['Sofia', 'Radu'],
  ['David', 'Munteanu'],
] as const;

const ORGANIZATIONS = [
  {
    name: 'Carpathia Travel SRL',
    legalName: 'Carpathia Travel SRL',
    kind: 'agency',
    email: 'office@carpathia.example',
  },
  { name: 'Blue Danube Tours', legalName: 'Blue Danube Tours SA', kind: 'partner', email: 'hello@bluedanube.example' },
  {
    name: 'Nordic Incentives AB',
    legalName: 'Nordic Incentives AB',
    kind: 'corporate',
    email: 'events@nordic.example',
  },
  {
    name: 'Sunrise Schools Association',
    legalName: 'Asociația Sunrise',
    kind: 'school',
    email: 'trips@sunrise.example',
  },
] as const;

export interface DemoResult {
  workspaceId: string;
  key: string;
  counts: Record<string, number>;
}

const DAY_MS = 86_400_000;

/** The demo's requests: in-process through the real app, with the demo key; a refused request stops the demo. */
type Call = <T = { data?: { id: string }; id?: string }>(
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  body: unknown,
) => Promise<T>;
const idOf = (r: { data?: { id: string }; id?: string }) => (r.data?.id ?? r.id)!;

/** Creates the demo workspace; answers its id, a full-access key (shown once) and what was made. */
export async function createDemo(p: Platform, modules: Modules, name = 'Demo travel agency'): Promise<DemoResult> {
  // Made with room for its few hundred setup requests at once, then given the live defaults.
  const ws = await modules.workspaces.services.createWorkspace({
    name,
    type: 'live',
    perMinute: 100_000,
    burst: 10_000,
  });
  const { key } = await modules.workspaces.services.createKey({ workspaceId: ws.id, name: 'demo' });
  const app = await buildApp(p, modules);
  try {
    const call: Call = async (method, url, body) => {
      const res = await app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      if (res.statusCode >= 300) throw new Error(`demo: ${method} ${url} answered ${res.statusCode}: ${res.body}`);
      return res.json();
    };
    await createBackOffice(call);
    const directory = await createDirectory(call);
    const departures = await createCatalog(call);
    const bookings = await createBookings(call, departures, directory);
    await modules.workspaces.services.setLimits(ws.id, DEFAULT_LIMITS.live);
    const counts = {
      products: PRODUCTS.length,
      departures: departures.length,
      people: directory.people.length,
      organizations: directory.organizations.length,
      bookings,
      vouchers: 1,
      forms: 1,
      policies: 1,
    };
    return { workspaceId: ws.id, key, counts };
  } finally {
    await app.close();
  }
}

/** A policy, a published enquiry form and a voucher. */
async function createBackOffice(call: Call): Promise<void> {
  await call('POST', '/v1/policies', {
    kind: 'cancellation',
    scope: 'generic',
    status: 'active',
    locale: 'en',
    title: 'Flexible cancellation',
    descriptionHtml: '<p>Free cancellation up to <b>14 days</b> before departure; 50% refund up to 3 days before.</p>',
  });
  await call('POST', '/v1/forms', {
    name: 'Trip enquiry',
    title: 'Plan your trip with us',
    status: 'published',
    fields: [
      { id: 'name', type: 'text', label: 'Your name', required: true },
      { id: 'email', type: 'email', label: 'Email', required: true },
      { id: 'message', type: 'textarea', label: 'Where would you like to go?', required: false },
    ],
  });
  await call('POST', '/v1/vouchers', { code: 'WELCOME-2027', initial_balance_minor: 10_000, currency: 'EUR' });
}

interface Directory {
  people: string[];
  organizations: string[];
}

async function createDirectory(call: Call): Promise<Directory> {
  const people: string[] = [];
  for (const [firstName, lastName] of PEOPLE) {
    const email = `${firstName}.${lastName}@example.com`.toLowerCase();
    people.push(idOf(await call('POST', '/v1/people', { firstName, lastName, emails: [email], country: 'RO' })));
  }
  const organizations: string[] = [];
  for (const org of ORGANIZATIONS)
    organizations.push(idOf(await call('POST', '/v1/organizations', { ...org, billingAddress: { country: 'RO' } })));
  return { people, organizations };
}

interface DemoDeparture {
  productId: string;
  departureId: string;
  perRoom: boolean;
}

/** Every product with its prices, and departures every two to three weeks over the next six months. */
async function createCatalog(call: Call): Promise<DemoDeparture[]> {
  const now = clock.now();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const departures: DemoDeparture[] = [];
  for (const [i, prod] of PRODUCTS.entries()) {
    const productId = idOf(
      await call('POST', '/v1/products', {
        title: prod.title,
        type: prod.type,
        category: prod.category,
        status: 'active',
        currency: 'EUR',
        durationDays: prod.days,
        pricingModel: prod.perRoom ? 'per_room' : 'per_person',
        location: { city: prod.city, country: prod.country },
        summary: `${prod.days} day${prod.days > 1 ? 's' : ''} in ${prod.city}`,
      }),
    );
    await call('PUT', `/v1/products/${productId}/pricing`, pricingOf(prod));
    // Each product on its own rhythm.
    const every = 14 + (i % 3) * 7;
    for (let at = today + (3 + i) * DAY_MS; at < today + 182 * DAY_MS; at += every * DAY_MS) {
      const startAt = new Date(at + 8 * 3_600_000).toISOString();
      const endAt = new Date(at + (prod.days - 1) * DAY_MS + 18 * 3_600_000).toISOString();
      const departure = await call('POST', '/v1/departures', {
        productId,
        startAt,
        endAt,
        capacity: prod.capacity,
        status: 'scheduled',
      });
      departures.push({ productId, departureId: idOf(departure), perRoom: Boolean(prod.perRoom) });
    }
  }
  return departures;
}

function pricingOf(prod: DemoProduct) {
  if (!prod.perRoom) {
    return {
      roomCategories: [{ key: 'standard', label: 'Per person', pax: 1 }],
      ratePlans: [
        { name: 'Standard', prices: [{ categoryKey: 'standard', amountPerPerson: prod.price, currency: 'EUR' }] },
      ],
    };
  }
  return {
    roomCategories: [
      { key: 'double', label: 'Double room', pax: 2 },
      { key: 'single', label: 'Single room', pax: 1 },
    ],
    ratePlans: [
      {
        name: 'Standard',
        prices: [
          { categoryKey: 'double', amountPerPerson: prod.price, currency: 'EUR' },
          { categoryKey: 'single', amountPerPerson: prod.price + (prod.singleSupplement ?? 0), currency: 'EUR' },
        ],
      },
    ],
  };
}

/** Bookings in every status (pending, confirmed, completed, cancelled), spread over products and customers. */
async function createBookings(call: Call, departures: DemoDeparture[], directory: Directory): Promise<number> {
  const plan = [
    'pending',
    'confirmed',
    'completed',
    'cancelled',
    'confirmed',
    'pending',
    'completed',
    'confirmed',
    'cancelled',
    'confirmed',
    'pending',
    'confirmed',
    'completed',
    'confirmed',
    'pending',
    'cancelled',
  ] as const;
  const path: Record<(typeof plan)[number], string[]> = {
    pending: [],
    confirmed: ['confirmed'],
    completed: ['confirmed', 'completed'],
    cancelled: ['cancelled'],
  };
  for (const [i, status] of plan.entries()) {
    const d = departures[(i * 7) % departures.length]!;
    const body = {
      productId: d.productId,
      departureId: d.departureId,
      paxAdults: d.perRoom ? 2 : 1 + (i % 3),
      billingPersonId: directory.people[i % directory.people.length],
      organizationId: i % 4 === 0 ? directory.organizations[i % directory.organizations.length] : undefined,
      ...(d.perRoom ? { rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }] } : {}),
      notes: i % 5 === 0 ? 'Vegetarian meals, please' : undefined,
    };
    const bookingId = idOf(await call('POST', '/v1/bookings', body));
    for (const next of path[status]) await call('PATCH', `/v1/bookings/${bookingId}`, { status: next });
  }
  return plan.length;
}
