// A person's data in billing (src/platform/personal-data.ts): the invoices whose buyer they are (their email, or a
// booking of theirs). An issued or voided invoice is a tax document: EU VAT rules (Directive 2006/112/EC, art. 226
// and 244-249) require the buyer's name and address on it, kept unchanged for years (ten in several member states),
// and its PDF is frozen at issue; so erasing keeps it whole and says so. A draft is no document yet: its buyer is
// blanked and the person's name taken out of its lines.
import type { Executor } from '../../platform/db/index.js';
import { jsonOrNull } from '../../platform/db/codecs.js';
import { NOTHING, redactor, type DataSubject, type PersonalDataHolder } from '../../platform/personal-data.js';
import type { InvoicesTables } from './invoice-store.js';

const t = (db: Executor) => db.withTables<InvoicesTables>();

export const INVOICE_RETENTION_REASON =
  'An issued invoice keeps the buyer data the law requires (EU VAT: name, address, VAT id), unchanged for its retention period';

function theirs(db: Executor, s: DataSubject) {
  return t(db)
    .selectFrom('invoices')
    .selectAll()
    .where('workspace_id', '=', s.workspaceId)
    .where((eb) => {
      const or = [];
      if (s.emails.length) or.push(eb('buyer_email', 'in', s.emails));
      if (s.bookingIds.length) or.push(eb('booking_id', 'in', s.bookingIds));
      const kept = s.retained.filter((r) => r.type === 'invoice').map((r) => r.id);
      if (kept.length) or.push(eb('id', 'in', kept));
      return or.length ? eb.or(or) : NOTHING;
    })
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export const billingPersonalData: PersonalDataHolder = {
  async collect(db, s) {
    return {
      invoices: (await theirs(db, s)).map((r) => ({
        id: r.id,
        number: r.number,
        status: r.status,
        issueDate: r.issue_date,
        buyerName: r.buyer_name,
        buyerEmail: r.buyer_email,
        buyerAddress: jsonOrNull.read<Record<string, unknown>>(r.buyer_address),
        bookingId: r.booking_id,
        currency: r.currency,
        totalMinor: Number(r.total_minor),
        retained: r.status !== 'draft',
      })),
    };
  },

  async erase(tx, s) {
    const redact = redactor(s);
    const retained = [];
    for (const r of await theirs(tx, s)) {
      if (r.status !== 'draft') {
        retained.push({ type: 'invoice', id: r.id, reason: INVOICE_RETENTION_REASON });
        continue;
      }
      await t(tx)
        .updateTable('invoices')
        .set({ buyer_name: null, buyer_email: null, buyer_address: null })
        .where('workspace_id', '=', s.workspaceId)
        .where('id', '=', r.id)
        .execute();
      const lines = await t(tx)
        .selectFrom('invoice_lines')
        .select(['id', 'description'])
        .where('workspace_id', '=', s.workspaceId)
        .where('invoice_id', '=', r.id)
        .execute();
      for (const line of lines) {
        const description = redact(line.description) as string;
        if (description !== line.description)
          await t(tx)
            .updateTable('invoice_lines')
            .set({ description })
            .where('workspace_id', '=', s.workspaceId)
            .where('id', '=', line.id)
            .execute();
      }
    }
    return retained;
  },
};
