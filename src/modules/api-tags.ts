// The OpenAPI document's tags: one per area of the API, in the order the document lists them. Every route's
// `schema.tags` names one of these (test/platform/openapi.test.ts checks both ways).
import type { ApiTag } from '../platform/http/openapi.js';

export const API_TAGS: readonly ApiTag[] = [
  {
    name: 'Workspace',
    description:
      "The calling key's own workspace: its name, type, limits and the settings of each area (time zone, invoice series, wizard forms).",
  },
  {
    name: 'Products',
    description:
      'The catalog: tours, experiences, hotels, packages, transfers, car rentals and flights, owned by the workspace or enabled from the marketplace. Read by id or slug.',
  },
  { name: 'Tags', description: 'Labels on products (by slug), used to filter lists and to build smart collections.' },
  {
    name: 'Departures',
    description: 'Dated departures of a product with their capacity; bookings take and give back their seats.',
  },
  {
    name: 'Pricing',
    description:
      "A product's room categories, rate plans (the first is the base) and per-departure overrides, replaced as a whole; and the prices per room category a booking engine shows.",
  },
  { name: 'Collections', description: 'Curated (manual) or tag-driven (smart) lists of products, with translations.' },
  {
    name: 'Bookings',
    description: 'Bookings of a departure: priced and seats taken on creation, then confirmed, cancelled or completed.',
  },
  {
    name: 'Booking wizard',
    description:
      "A booking engine's multi-step session: saved step by step, then committed into a booking, or submitted to wait for an online payment.",
  },
  {
    name: 'Payments',
    description: "The payment provider's notifications, and the paid sessions whose booking needs an operator.",
  },
  { name: 'People', description: 'Customers: the people who book and travel.' },
  {
    name: 'Organizations',
    description: 'Companies and agencies the workspace deals with (customers, partners, suppliers).',
  },
  { name: 'Billing', description: 'Invoices: drafts, issued with the next number of their series, voided.' },
  {
    name: 'Contract series',
    description:
      'Numbering series for contracts, with their patterns and reset periods; the default one numbers paid bookings.',
  },
  {
    name: 'Vouchers',
    description:
      'Gift cards, store credit and other prepaid balances: looked up, validated, redeemed and refunded, with a ledger.',
  },
  {
    name: 'Policies',
    description: 'Cancellation policies, terms and other texts, per locale, for the workspace or one product.',
  },
  {
    name: 'Forms',
    description: 'Forms (fields and settings) and their submissions; published forms take public submissions.',
  },
  {
    name: 'Gallery',
    description: 'Images, videos and documents: uploaded (verified in the background), described, downloaded, deleted.',
  },
  {
    name: 'Marketplace',
    description:
      'Products of other providers this workspace reaches, enabled into its own catalog; and the sales resellers made of its products. Live workspaces only.',
  },
  {
    name: 'Webhooks',
    description: "Subscriptions that receive the workspace's events as signed HTTP POSTs, and their delivery log.",
  },
  {
    name: 'Messages',
    description:
      'Emails to guests and buyers (booking confirmed, changed, cancelled, payment received, invoice issued, hold about to lapse): their log with the SMTP answers, resending, previews of each template and tests.',
  },
  {
    name: 'Events',
    description: "The workspace's event log: everything webhooks deliver, readable for the retention window.",
  },
  { name: 'Analytics', description: 'Booking totals by day and product category.' },
  {
    name: 'Console sessions',
    description:
      "People sign in with email and password; the session cookie works on every route, with the role's scopes. Used by the console at /console.",
  },
  {
    name: 'API keys',
    description:
      "The workspace's API keys as its people manage them: listed without their values, created (the value shown once), revoked at once. Session only.",
  },
  {
    name: 'Members',
    description:
      'The people of the workspace and their roles (owner, admin, developer, viewer); invitations with one-time setup links. Session only.',
  },
  {
    name: 'Audit log',
    description: 'Who changed keys and members, signed in or set a password, when and from where. Session only.',
  },
];
