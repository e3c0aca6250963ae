// A person's data in vouchers (src/platform/personal-data.ts): the vouchers assigned to them (`customer_id`) or whose
// metadata names their email (a gift's recipient), and the ledger entries made for them. Erasing keeps vouchers,
// balances and the ledger (money) and the link to the person (an id that names no one once they are erased), and
// takes their name and email out of the metadata and the entries' descriptions.
import type { Executor } from '../../platform/db/index.js';
import { json } from '../../platform/db/codecs.js';
import { mentionsAny, redactor, type DataSubject, type PersonalDataHolder } from '../../platform/personal-data.js';
import type { VouchersTables } from './store.js';

const t = (db: Executor) => db.withTables<VouchersTables>();

function vouchers(db: Executor, s: DataSubject) {
  return t(db)
    .selectFrom('vouchers')
    .selectAll()
    .where('workspace_id', '=', s.workspaceId)
    .where((eb) => eb.or([eb('customer_id', '=', s.personId), mentionsAny('metadata', s.emails)]))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

function transactions(db: Executor, s: DataSubject) {
  return t(db)
    .selectFrom('voucher_transactions')
    .selectAll()
    .where('workspace_id', '=', s.workspaceId)
    .where('customer_id', '=', s.personId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export const vouchersPersonalData: PersonalDataHolder = {
  async collect(db, s) {
    return {
      vouchers: (await vouchers(db, s)).map((v) => ({
        id: v.id,
        code: v.code,
        type: v.type,
        currency: v.currency,
        initialBalanceMinor: Number(v.initial_balance_minor),
        currentBalanceMinor: Number(v.current_balance_minor),
        expiresAt: v.expires_at,
        metadata: json.read<Record<string, unknown>>(v.metadata),
        createdAt: v.created_at,
      })),
      voucherTransactions: (await transactions(db, s)).map((x) => ({
        id: x.id,
        voucherId: x.voucher_id,
        type: x.type,
        amountMinor: Number(x.amount_minor),
        currency: x.currency,
        bookingId: x.booking_id,
        description: x.description,
        createdAt: x.created_at,
      })),
    };
  },

  async erase(tx, s) {
    const redact = redactor(s);
    for (const v of await vouchers(tx, s)) {
      const metadata = json.write(redact(json.read(v.metadata)));
      if (metadata !== v.metadata)
        await t(tx)
          .updateTable('vouchers')
          .set({ metadata })
          .where('workspace_id', '=', s.workspaceId)
          .where('id', '=', v.id)
          .execute();
    }
    for (const x of await transactions(tx, s)) {
      if (x.description === null) continue;
      const description = redact(x.description) as string;
      if (description !== x.description)
        await t(tx)
          .updateTable('voucher_transactions')
          .set({ description })
          .where('workspace_id', '=', s.workspaceId)
          .where('id', '=', x.id)
          .execute();
    }
    return [];
  },
};
