// A person's data in bookings (src/platform/personal-data.ts): the bookings they are the customer of (billing person,
// or the billing contact's email), their entries among other bookings' travellers (a passenger naming their person
// id or email, or their name on a booking of theirs), their check-ins, the marketing consent a reseller recorded
// with their contact, and the wizard and payment sessions those bookings were made from. Erasing blanks the contact
// and the entries and leaves every amount, status, seat and count as it was.
import type { Executor } from '../../platform/db/index.js';
import { json, jsonOrNull } from '../../platform/db/codecs.js';
import {
  mentionsAny,
  redactor,
  rewriteEvents,
  type DataSubject,
  type ExportSections,
  type PersonalDataHolder,
} from '../../platform/personal-data.js';
import type { BookingRow, BookingsTables } from './booking-store.js';
import type { CheckInTables } from './check-in-store.js';
import type { PaymentsTables } from './payment-store.js';
import { personName } from './travellers.js';
import type { WizardTables } from './wizard-store.js';

type Tables = BookingsTables & CheckInTables & PaymentsTables & WizardTables;
type Contact = Record<string, unknown>;
type Subject = Omit<DataSubject, 'bookingIds' | 'retained'>;

const t = (db: Executor) => db.withTables<Tables>();

const lower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : null);

function isCustomer(row: BookingRow, s: Subject): boolean {
  if (row.billing_person_id === s.personId) return true;
  const email = lower(jsonOrNull.read<Contact>(row.billing)?.email);
  return email !== null && s.emails.includes(email);
}

/** Whether a passenger entry is the person: by id, email, or (on their own booking) their full name. */
function isTheirs(passenger: Contact, s: Subject, own: boolean): boolean {
  if (passenger.personId === s.personId) return true;
  const email = lower(passenger.email);
  if (email !== null && s.emails.includes(email)) return true;
  const name = lower(personName(passenger));
  return own && name !== null && s.names.includes(name);
}

/** The workspace's bookings that may be theirs: billed to them, or mentioning their email or id. */
async function candidates(db: Executor, s: Subject): Promise<BookingRow[]> {
  return t(db)
    .selectFrom('bookings')
    .selectAll()
    .where('workspace_id', '=', s.workspaceId)
    .where((eb) =>
      eb.or([
        eb('billing_person_id', '=', s.personId),
        mentionsAny('customer_search', s.emails),
        mentionsAny('passengers', [...s.emails, s.personId]),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

interface Found {
  row: BookingRow;
  customer: boolean;
  passengers: Contact[];
  /** Indexes of their entries among the passengers. */
  theirs: number[];
}

async function find(db: Executor, s: Subject): Promise<Found[]> {
  const found: Found[] = [];
  for (const row of await candidates(db, s)) {
    const customer = isCustomer(row, s);
    const passengers = json.read<Contact[]>(row.passengers);
    const theirs = passengers.flatMap((p, i) => (isTheirs(p, s, customer) ? [i] : []));
    if (customer || theirs.length > 0) found.push({ row, customer, passengers, theirs });
  }
  return found;
}

export const bookingsPersonalData = {
  /** The ids of the bookings whose customer the person is: what messages and invoices are found by. */
  async customerBookingIds(db: Executor, s: Subject): Promise<string[]> {
    return (await find(db, s)).filter((f) => f.customer).map((f) => f.row.id);
  },

  holder: {
    async collect(db: Executor, s: DataSubject): Promise<ExportSections> {
      const found = await find(db, s);
      const ids = found.map((f) => f.row.id);
      const checkIns = ids.length
        ? await t(db)
            .selectFrom('booking_check_ins')
            .selectAll()
            .where('workspace_id', '=', s.workspaceId)
            .where('booking_id', 'in', ids)
            .execute()
        : [];
      const checkedIn = (bookingId: string, index: number) =>
        checkIns.find((c) => c.booking_id === bookingId && c.traveller === index)?.checked_in_at ?? null;
      const customer = found.filter((f) => f.customer);
      return {
        bookings: customer.map(({ row }) => ({
          id: row.id,
          code: row.code,
          status: row.status,
          paymentStatus: row.payment_status,
          productTitle: row.product_title,
          departureStartAt: row.departure_start_at,
          currency: row.currency,
          totalMinor: Number(row.total_minor),
          paidMinor: Number(row.paid_minor),
          refundedMinor: Number(row.refunded_minor),
          billing: jsonOrNull.read<Contact>(row.billing),
          notes: row.notes,
          checkedInCount: row.checked_in_count,
          createdAt: row.created_at,
        })),
        travellers: found.flatMap(({ row, passengers, theirs }) =>
          theirs.map((index) => ({
            bookingId: row.id,
            bookingCode: row.code,
            index,
            details: passengers[index]!,
            checkedInAt: checkedIn(row.id, index),
          })),
        ),
        consent: customer.flatMap(({ row }) => {
          const allow = jsonOrNull.read<Contact>(row.billing)?.allowMarketing;
          return typeof allow === 'boolean'
            ? [{ source: 'booking', bookingId: row.id, allowMarketing: allow, recordedAt: row.created_at }]
            : [];
        }),
      };
    },

    async erase(tx: Executor, s: DataSubject) {
      const redact = redactor(s);
      const text = (v: string | null) => (v === null ? null : (redact(v) as string));
      const sessions = { wizard: new Set<string>(), payment: new Set<string>() };
      for (const { row, customer, passengers, theirs } of await find(tx, s)) {
        // Their entries keep only the unit they came with: the party's size and units stay what was booked.
        const kept = passengers.map((p, i) =>
          theirs.includes(i) ? (typeof p.unitId === 'string' ? { unitId: p.unitId } : {}) : p,
        );
        const patch: Partial<BookingRow> = { passengers: json.write(kept) };
        if (customer) {
          Object.assign(patch, {
            billing: null,
            customer_search: null,
            notes: text(row.notes),
            metadata: json.write(redact(json.read(row.metadata))),
          });
          if (row.wizard_session_id) sessions.wizard.add(row.wizard_session_id);
          if (row.payment_session_id) sessions.payment.add(row.payment_session_id);
        }
        await t(tx)
          .updateTable('bookings')
          .set(patch)
          .where('workspace_id', '=', s.workspaceId)
          .where('id', '=', row.id)
          .execute();
        // The booking's events carry the booking as it was: they now carry it as it is (and no traveller's name).
        await rewriteEvents(tx, s.workspaceId, [row.id], (event) => {
          const booking = event.booking as Contact | null | undefined;
          if (!booking) return redact(event);
          const now = { ...booking, passengers: kept };
          if (customer) Object.assign(now, { billing: null, notes: patch.notes, metadata: redact(booking.metadata) });
          return redact({ ...event, booking: now });
        });
      }
      // The sessions their bookings came from, and any other (an unfinished wizard) holding their email.
      const wizards = await t(tx)
        .selectFrom('wizard_sessions')
        .select(['id', 'data'])
        .where('workspace_id', '=', s.workspaceId)
        .where((eb) =>
          eb.or([
            mentionsAny('data', s.emails),
            ...(sessions.wizard.size ? [eb('id', 'in', [...sessions.wizard])] : []),
          ]),
        )
        .execute();
      for (const w of wizards)
        await t(tx)
          .updateTable('wizard_sessions')
          .set({ data: json.write(redact(json.read(w.data))) })
          .where('workspace_id', '=', s.workspaceId)
          .where('id', '=', w.id)
          .execute();
      const payments = await t(tx)
        .selectFrom('payment_sessions')
        .select(['id', 'snapshot'])
        .where('workspace_id', '=', s.workspaceId)
        .where((eb) =>
          eb.or([
            mentionsAny('snapshot', s.emails),
            ...(sessions.payment.size ? [eb('id', 'in', [...sessions.payment])] : []),
          ]),
        )
        .execute();
      for (const p of payments) {
        const snapshot = redact(json.read<Contact>(p.snapshot)) as Contact;
        // The snapshot books the session again if its payment comes late: without a contact, as the booking is now.
        if ('billing' in snapshot) snapshot.billing = null;
        await t(tx)
          .updateTable('payment_sessions')
          .set({ snapshot: json.write(snapshot) })
          .where('workspace_id', '=', s.workspaceId)
          .where('id', '=', p.id)
          .execute();
      }
      return [];
    },
  } satisfies PersonalDataHolder,
};
