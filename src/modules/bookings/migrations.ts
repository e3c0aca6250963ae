// Tables of the money path: bookings with their per-workspace code counters, check-ins and the daily analytics
// rollup, booking-wizard sessions, payment sessions, the audit log of inbound payment notifications and the
// bookings' ledger of payments and refunds.
import { SqliteAdapter, sql, type Kysely } from 'kysely';
import { countList } from '../../platform/db/list-counts.js';
import type { Migrations } from '../../platform/db/migrate.js';
import { newId } from '../../platform/ids.js';
import { createTextIndex } from '../../platform/db/text-search.js';
import { BOOKING_COUNTS, BOOKING_TEXT, customerSearchOf, type BookingRow } from './booking-store.js';
import type { MoneyTables, MovementRow } from './money-store.js';
import type { PaymentSessionRow } from './payment-store.js';
import { paymentStatusOf, totalsOf } from './rules.js';

export const bookingsMigrations: Migrations = {
  '0600_bookings': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('bookings')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('payment_status', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('product_title', 'text', (c) => c.notNull())
        .addColumn('product_type', 'text')
        .addColumn('product_category', 'text', (c) => c.notNull())
        .addColumn('departure_id', 'text', (c) => c.notNull())
        .addColumn('departure_start_at', 'text')
        .addColumn('departure_end_at', 'text')
        .addColumn('pax_adults', 'integer', (c) => c.notNull())
        .addColumn('pax_children', 'integer', (c) => c.notNull())
        .addColumn('pax_infants', 'integer', (c) => c.notNull())
        .addColumn('seats', 'integer', (c) => c.notNull())
        .addColumn('seats_held', 'integer', (c) => c.notNull())
        .addColumn('rooms', 'text', (c) => c.notNull())
        .addColumn('rate_plan_id', 'text')
        .addColumn('billing_person_id', 'text')
        .addColumn('organization_id', 'text')
        .addColumn('language', 'text')
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('subtotal_minor', 'bigint', (c) => c.notNull())
        .addColumn('tax_minor', 'bigint', (c) => c.notNull())
        .addColumn('total_minor', 'bigint', (c) => c.notNull())
        .addColumn('pricing', 'text', (c) => c.notNull())
        .addColumn('billing', 'text')
        .addColumn('passengers', 'text', (c) => c.notNull())
        .addColumn('notes', 'text')
        .addColumn('metadata', 'text', (c) => c.notNull())
        .addColumn('attention_required', 'integer', (c) => c.notNull())
        .addColumn('attention_reason', 'text')
        .addColumn('wizard_session_id', 'text')
        .addColumn('payment_session_id', 'text')
        .addColumn('invoice_id', 'text')
        .addColumn('contract_number', 'text')
        .addColumn('created_day', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('confirmed_at', 'text')
        .addColumn('cancelled_at', 'text')
        .addColumn('completed_at', 'text')
        .execute();
      await db.schema
        .createIndex('bookings_ws_code')
        .on('bookings')
        .columns(['workspace_id', 'code'])
        .unique()
        .execute();
      await db.schema
        .createIndex('bookings_ws_created')
        .on('bookings')
        .columns(['workspace_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('bookings_ws_status')
        .on('bookings')
        .columns(['workspace_id', 'status', 'created_at'])
        .execute();
      await db.schema
        .createIndex('bookings_ws_product')
        .on('bookings')
        .columns(['workspace_id', 'product_id', 'status'])
        .execute();
      await db.schema
        .createIndex('bookings_ws_departure')
        .on('bookings')
        .columns(['workspace_id', 'departure_id', 'status'])
        .execute();
      await db.schema
        .createIndex('bookings_ws_payment')
        .on('bookings')
        .columns(['workspace_id', 'payment_status', 'created_at'])
        .execute();
      // Partial: the manual-attention queue is small and read often.
      await db.schema
        .createIndex('bookings_ws_attention')
        .on('bookings')
        .columns(['workspace_id', 'created_at'])
        .where(sql.ref('attention_required'), '=', 1)
        .execute();
      // One booking per wizard session, whichever path (commit or payment workflow) creates it.
      await db.schema
        .createIndex('bookings_ws_wizard')
        .on('bookings')
        .columns(['workspace_id', 'wizard_session_id'])
        .unique()
        .where(sql.ref('wizard_session_id'), 'is not', null)
        .execute();

      // BKG-<year>-<n>: the counter row is bumped inside the booking's transaction, so a rollback gives the number back.
      await db.schema
        .createTable('booking_code_counters')
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('last_value', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('booking_code_counters_pk', ['workspace_id', 'year'])
        .execute();

      // Analytics rollup: non-cancelled bookings per UTC creation day and product category, kept in the same
      // transaction as every booking change so the analytics endpoint never scans bookings.
      await db.schema
        .createTable('booking_category_days')
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('product_category', 'text', (c) => c.notNull())
        .addColumn('amount_cents_sum', 'bigint', (c) => c.notNull())
        .addColumn('cnt', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('booking_category_days_pk', ['workspace_id', 'day', 'product_category'])
        .execute();
    },
  },

  '0610_bookings_wizard_payments': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('wizard_sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('language', 'text')
        .addColumn('currency', 'text')
        .addColumn('step', 'integer', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('booking_id', 'text')
        .addColumn('code', 'text')
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('locked_at', 'text')
        .addColumn('consumed_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('wizard_sessions_ws_created')
        .on('wizard_sessions')
        .columns(['workspace_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('payment_sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        // The order id the provider echoes back: the wizard submission's code, unique across all workspaces.
        .addColumn('order_id', 'text', (c) => c.notNull())
        .addColumn('wizard_session_id', 'text', (c) => c.notNull())
        .addColumn('booking_id', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('snapshot', 'text', (c) => c.notNull())
        .addColumn('provider_payment_id', 'text')
        .addColumn('paid_amount_minor', 'bigint')
        .addColumn('paid_currency', 'text')
        .addColumn('provider_status', 'integer')
        .addColumn('provider_message', 'text')
        .addColumn('workflow_status', 'text', (c) => c.notNull())
        .addColumn('invoice_id', 'text')
        .addColumn('contract_number', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('confirmed_at', 'text')
        .addColumn('failed_at', 'text')
        .addColumn('completed_at', 'text')
        .execute();
      await db.schema
        .createIndex('payment_sessions_order')
        .on('payment_sessions')
        .column('order_id')
        .unique()
        .execute();
      await db.schema
        .createIndex('payment_sessions_ws_wizard')
        .on('payment_sessions')
        .columns(['workspace_id', 'wizard_session_id'])
        .execute();

      // Every inbound notification, stored before it is checked (raw body, headers, source address, verdict).
      await db.schema
        .createTable('payment_notifications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text')
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('source_ip', 'text', (c) => c.notNull())
        .addColumn('headers', 'text', (c) => c.notNull())
        .addColumn('raw_body', 'text', (c) => c.notNull())
        .addColumn('body_encoding', 'text', (c) => c.notNull())
        .addColumn('verifier', 'text', (c) => c.notNull())
        .addColumn('verdict', 'text', (c) => c.notNull())
        .addColumn('order_id', 'text')
        .addColumn('provider_status', 'integer')
        .addColumn('payment_session_id', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('payment_notifications_order')
        .on('payment_notifications')
        .columns(['order_id', 'received_at'])
        .execute();
      await db.schema
        .createIndex('payment_notifications_received')
        .on('payment_notifications')
        .column('received_at')
        .execute();
    },
  },

  // Paid sessions whose booking could not be confirmed (the operators' queue), and the size of every notification
  // body next to what was kept of it. The retention rule reads `payment_notifications_received` (0610).
  '0620_bookings_payment_attention': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('payment_sessions').addColumn('attention_reason', 'text').execute();
      await db.schema.alterTable('payment_sessions').addColumn('attention_at', 'text').execute();
      await db.schema
        .createIndex('payment_sessions_ws_attention')
        .on('payment_sessions')
        .columns(['workspace_id', 'attention_at'])
        .where(sql.ref('status'), '=', 'needs_attention')
        .execute();
      await db.schema.alterTable('payment_notifications').addColumn('body_size', 'bigint').execute();
      await db.schema
        .alterTable('payment_notifications')
        .addColumn('body_truncated', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },

  // Holds: an `on_hold` booking lapses at `hold_expires_at` (its job then expires it and gives the seats back).
  '0630_bookings_holds': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('bookings').addColumn('hold_expires_at', 'text').execute();
    },
  },

  // Bookings by units (adult, child, family ticket…): what was booked, beside rooms.
  '0640_bookings_units': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('bookings')
        .addColumn('units', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
    },
  },
  // Exact list totals kept by triggers (src/platform/db/list-counts.ts), instead of counting a page's matches.
  '0645_bookings_list_counts': {
    async up(db: Kysely<unknown>) {
      await countList(db, BOOKING_COUNTS);
    },
  },
  // One index per sort of the list, ending in id: a page (and a cursor page at any depth) is an index range read.
  '0646_bookings_sort_indexes': {
    async up(db: Kysely<unknown>) {
      for (const column of ['updated_at', 'total_minor', 'departure_start_at']) {
        await db.schema
          .createIndex(`bookings_ws_${column}`)
          .on('bookings')
          .columns(['workspace_id', column, 'id'])
          .execute();
      }
    },
  },
  // Bookings made by resellers over OCTO (src/modules/octo): the reseller's booking uuid (its idempotency key: one
  // booking per uuid and workspace, also under concurrent retries), its own reference, and why a booking was
  // cancelled. Partial indexes: most bookings have none of them.
  '0650_bookings_reseller_refs': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('bookings').addColumn('external_uuid', 'text').execute();
      await db.schema.alterTable('bookings').addColumn('reseller_reference', 'text').execute();
      await db.schema.alterTable('bookings').addColumn('cancellation_reason', 'text').execute();
      await db.schema
        .createIndex('bookings_ws_external_uuid')
        .on('bookings')
        .columns(['workspace_id', 'external_uuid'])
        .unique()
        .where(sql.ref('external_uuid'), 'is not', null)
        .execute();
      await db.schema
        .createIndex('bookings_ws_reseller_reference')
        .on('bookings')
        .columns(['workspace_id', 'reseller_reference'])
        .where(sql.ref('reseller_reference'), 'is not', null)
        .execute();
      await db.schema
        .createIndex('bookings_ws_external_start')
        .on('bookings')
        .columns(['workspace_id', 'departure_start_at'])
        .where(sql.ref('external_uuid'), 'is not', null)
        .execute();
    },
  },
  // A wizard session has at most one booking that is not expired: its submission's hold may lapse unpaid, and a
  // payment arriving after that books the session again (0600 allowed one booking per session, whatever its status).
  '0660_bookings_session_rebooking': {
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex('bookings_ws_wizard').execute();
      await db.schema
        .createIndex('bookings_ws_wizard')
        .on('bookings')
        .columns(['workspace_id', 'wizard_session_id'])
        .unique()
        .where(sql.ref('wizard_session_id'), 'is not', null)
        .where(sql.ref('status'), '!=', 'expired')
        .execute();
    },
  },
  // POST /v1/bookings stored `billing` and `passengers` unchecked (they were not in its schema): a booking with
  // `billing: "str"` could not be answered, and every list page holding it failed. Such values are repaired to the
  // shapes the schema now requires: billing an object or null, passengers an array of objects (other entries dropped).
  '0670_bookings_repair_contacts': {
    async up(db: Kysely<unknown>) {
      type Row = { id: string; billing: string | null; passengers: string };
      const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
      let after = '';
      for (;;) {
        // JSON.stringify writes an object as `{…}`; passengers other than `[]` are read whole (an entry may be anything).
        const { rows } = await sql<Row>`select id, billing, passengers from bookings
          where id > ${after} and ((billing is not null and billing not like '{%') or passengers <> '[]')
          order by id limit 500`.execute(db);
        if (rows.length === 0) break;
        for (const row of rows) {
          const billing = row.billing === null ? null : (JSON.parse(row.billing) as unknown);
          const passengers = JSON.parse(row.passengers) as unknown;
          const fixedBilling = isObject(billing) ? row.billing : null;
          const fixedPassengers = JSON.stringify(Array.isArray(passengers) ? passengers.filter(isObject) : []);
          if (fixedBilling !== row.billing || fixedPassengers !== row.passengers) {
            await sql`update bookings set billing = ${fixedBilling}, passengers = ${fixedPassengers} where id = ${row.id}`.execute(
              db,
            );
          }
        }
        after = rows[rows.length - 1]!.id;
      }
    },
  },
  // Seat holds (seat-hold-service.ts): a wizard submission holds its seats with a record of its own, not a booking,
  // until its payment turns it into one. One hold per payment session; read by session for the wizard's view.
  '0680_bookings_seat_holds': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('seat_holds')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('departure_id', 'text', (c) => c.notNull())
        .addColumn('seats', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('wizard_session_id', 'text', (c) => c.notNull())
        .addColumn('payment_session_id', 'text', (c) => c.notNull())
        .addColumn('booking_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .execute();
      await db.schema
        .createIndex('seat_holds_ws_payment')
        .on('seat_holds')
        .columns(['workspace_id', 'payment_session_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('seat_holds_ws_session')
        .on('seat_holds')
        .columns(['workspace_id', 'wizard_session_id', 'created_at'])
        .execute();
    },
  },
  // Check-ins (check-in-service.ts): one row per traveller checked in, by booking and the traveller's index; the
  // booking keeps how many are in and the latest check-in, so its record and lists need no join.
  '0690_bookings_check_ins': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('booking_check_ins')
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('booking_id', 'text', (c) => c.notNull())
        .addColumn('traveller', 'integer', (c) => c.notNull())
        .addColumn('checked_in_at', 'text', (c) => c.notNull())
        .addColumn('checked_in_by', 'text')
        .addPrimaryKeyConstraint('booking_check_ins_pk', ['workspace_id', 'booking_id', 'traveller'])
        .execute();
      await db.schema
        .alterTable('bookings')
        .addColumn('checked_in_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('bookings').addColumn('checked_in_at', 'text').execute();
    },
  },
  // The bookings' ledger (money-service.ts): every payment and refund a row, the booking keeping their totals in
  // its currency. The database refuses totals that would refund more than was paid, whatever writes them.
  '0695_bookings_money': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('bookings')
        .addColumn('paid_minor', 'bigint', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`paid_minor >= 0`),
        )
        .execute();
      await db.schema
        .alterTable('bookings')
        .addColumn('refunded_minor', 'bigint', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`refunded_minor >= 0 and refunded_minor <= paid_minor`),
        )
        .execute();
      await db.schema
        .createTable('booking_money_movements')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('booking_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('method', 'text')
        .addColumn('reference', 'text')
        .addColumn('reason', 'text')
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('payment_session_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .execute();
      await db.schema
        .createIndex('booking_money_movements_ws_booking')
        .on('booking_money_movements')
        .columns(['workspace_id', 'booking_id', 'created_at', 'id'])
        .execute();
      // One row per payment the provider took: the workflow records it once, and 0696 skips what is recorded.
      await db.schema
        .createIndex('booking_money_movements_ws_session')
        .on('booking_money_movements')
        .columns(['workspace_id', 'payment_session_id'])
        .unique()
        .where(sql.ref('payment_session_id'), 'is not', null)
        .execute();
    },
  },
  // The payments the provider took before the ledger existed become its rows (the day: the UTC day they arrived;
  // no amount reported: the booking's total, as the workflow took it), the bookings' totals follow, and the payment
  // status is derived from them as the ledger now derives it (`partial` becomes `partially_paid`; a payment in
  // another currency than the booking's is listed and leaves the totals, and so the status, unpaid).
  '0696_bookings_money_backfill': {
    async up(db: Kysely<unknown>) {
      type Paid = Pick<
        PaymentSessionRow,
        | 'id'
        | 'workspace_id'
        | 'booking_id'
        | 'paid_amount_minor'
        | 'paid_currency'
        | 'currency'
        | 'provider_payment_id'
        | 'confirmed_at'
        | 'completed_at'
        | 'updated_at'
      >;
      type Booked = Pick<BookingRow, 'currency' | 'total_minor' | 'paid_minor' | 'refunded_minor'>;
      let after = '';
      for (;;) {
        const { rows } = await sql<Paid>`select id, workspace_id, booking_id, paid_amount_minor, paid_currency,
            currency, provider_payment_id, confirmed_at, completed_at, updated_at
          from payment_sessions ps
          where id > ${after} and workflow_status = 'done' and booking_id is not null
            and status in ('confirmed', 'needs_attention')
            and not exists (select 1 from booking_money_movements m
              where m.workspace_id = ps.workspace_id and m.payment_session_id = ps.id)
          order by id limit 500`.execute(db);
        if (rows.length === 0) break;
        for (const ps of rows) {
          const { rows: found } = await sql<Booked>`select currency, total_minor, paid_minor, refunded_minor
            from bookings where workspace_id = ${ps.workspace_id} and id = ${ps.booking_id}`.execute(db);
          const booking = found[0];
          if (!booking) continue;
          const movement: MovementRow = {
            id: newId('bmov'),
            workspace_id: ps.workspace_id,
            booking_id: ps.booking_id!,
            kind: 'payment',
            amount_minor: Number(ps.paid_amount_minor ?? booking.total_minor),
            currency: ps.paid_currency ?? ps.currency,
            method: 'provider',
            reference: ps.provider_payment_id,
            reason: null,
            date: (ps.confirmed_at ?? ps.updated_at).slice(0, 10),
            payment_session_id: ps.id,
            created_at: ps.completed_at ?? ps.confirmed_at ?? ps.updated_at,
            created_by: null,
          };
          await (db as Kysely<MoneyTables>).insertInto('booking_money_movements').values(movement).execute();
          const totals = totalsOf(booking);
          if (movement.currency === booking.currency) totals.paidMinor += movement.amount_minor;
          await sql`update bookings set paid_minor = ${totals.paidMinor}, payment_status = ${paymentStatusOf(totals)}
            where workspace_id = ${ps.workspace_id} and id = ${ps.booking_id}`.execute(db);
        }
        after = rows[rows.length - 1]!.id;
      }
      await sql`update bookings set payment_status = 'partially_paid' where payment_status = 'partial'`.execute(db);
    },
  },
  // The list's `q` finds a booking by its customer (the billing contact's names and email, lower-cased in one
  // column, searched through an index: src/platform/db/text-search.ts), and `billingPersonId` lists one person's.
  '0697_bookings_customer_search': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('bookings').addColumn('customer_search', 'text').execute();
      let after = '';
      for (;;) {
        const { rows } = await sql<{ id: string; billing: string }>`select id, billing from bookings
          where id > ${after} and billing is not null order by id limit 500`.execute(db);
        if (rows.length === 0) break;
        for (const row of rows) {
          const search = customerSearchOf(JSON.parse(row.billing) as Record<string, unknown> | null);
          if (search) await sql`update bookings set customer_search = ${search} where id = ${row.id}`.execute(db);
        }
        after = rows[rows.length - 1]!.id;
      }
      await createTextIndex(db, BOOKING_TEXT);
      await db.schema
        .createIndex('bookings_ws_billing_person')
        .on('bookings')
        .columns(['workspace_id', 'billing_person_id', 'created_at'])
        .execute();
    },
  },
  // The list's sort by hold lapse (the holds about to lapse first), an index range like the other sorts (0646).
  '0698_bookings_hold_sort': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('bookings_ws_hold_expires_at')
        .on('bookings')
        .columns(['workspace_id', 'hold_expires_at', 'id'])
        .execute();
    },
  },
  // A workspace's account at each payment provider; its credentials sealed (AES-256-GCM), never stored in clear.
  '0699_bookings_payment_accounts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('payment_accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('display_name', 'text', (c) => c.notNull())
        .addColumn('live_mode', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('config_sealed', 'text')
        .addColumn('config_fields', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('payment_accounts_ws_provider', ['workspace_id', 'provider'])
        .execute();
    },
  },
  // (Bookings' range 0600–0699 is full: its later migrations are numbered 096x.)
  // A voucher that pays part of a submission (what it holds of the voucher until the booking is made or the hold
  // lapses), and the provider that took a session's payment (its refunds go back through that provider). Sessions
  // paid before this through Stripe are known by their confirming notification's verifier.
  '0960_bookings_voucher_payments': {
    async up(db: Kysely<unknown>) {
      for (const [column, type] of [
        ['voucher_id', 'text'],
        ['voucher_code', 'text'],
        ['voucher_transaction_id', 'text'],
        ['voucher_amount_minor', 'bigint'],
        ['voucher_state', 'text'],
        ['provider', 'text'],
      ] as const)
        await db.schema.alterTable('payment_sessions').addColumn(column, type).execute();
      // A session's payments are one row per method (what a voucher paid, then the provider's), each written once;
      // its refunds at the provider are rows of their own, as many as there are.
      await db.schema.dropIndex('booking_money_movements_ws_session').execute();
      await sql`create unique index booking_money_movements_ws_session_method on booking_money_movements
        (workspace_id, payment_session_id, method) where payment_session_id is not null and kind = 'payment'`.execute(
        db,
      );
      await db.schema
        .createIndex('booking_money_movements_ws_session')
        .on('booking_money_movements')
        .columns(['workspace_id', 'payment_session_id'])
        .execute();
      await sql`update payment_sessions set provider = 'stripe' where exists (select 1 from payment_notifications n
        where n.payment_session_id = payment_sessions.id and n.verifier = 'stripe' and n.verdict = 'confirmed')`.execute(
        db,
      );
    },
  },
  // A number every update of a booking row increments, whoever writes it (a trigger: the store, a repair migration,
  // an operator's SQL): what a process keeps of a booking (the list's rendered bookings) is good while the row still
  // has the version it was made from.
  '0961_bookings_version': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('bookings')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      if (db.getExecutor().adapter instanceof SqliteAdapter) {
        // Recursive triggers are off: the trigger's own update does not fire it again.
        await sql`create trigger bookings_version after update on bookings when new.version = old.version
          begin update bookings set version = old.version + 1 where rowid = new.rowid; end`.execute(db);
      } else {
        await sql`create function bookings_version() returns trigger language plpgsql as $$
          begin new.version := old.version + 1; return new; end $$`.execute(db);
        await sql`create trigger bookings_version before update on bookings
          for each row execute function bookings_version()`.execute(db);
      }
    },
  },
};
