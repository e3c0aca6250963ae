// A person's data in the message log (src/platform/personal-data.ts): the messages sent to one of their addresses or
// about a booking of theirs. Erasing keeps each message's row (its template, status, times and records: what was
// sent when) and drops where it went and what it said; one still waiting is not sent any more, nor is a reminder of
// their seat hold still to come.
import type { Executor } from '../../platform/db/index.js';
import { json } from '../../platform/db/codecs.js';
import {
  ERASED,
  mentionsAny,
  NOTHING,
  redactor,
  type DataSubject,
  type PersonalDataHolder,
} from '../../platform/personal-data.js';
import type { JobsTable } from '../../platform/jobs.js';
import { HOLD_REMINDER_JOB, type HoldReminderJob } from './service.js';
import type { MessageRow, MessagesTables } from './store.js';

const t = (db: Executor) => db.withTables<MessagesTables & JobsTable>();

function theirs(db: Executor, s: DataSubject) {
  return t(db)
    .selectFrom('messages')
    .selectAll()
    .where('workspace_id', '=', s.workspaceId)
    .where((eb) => {
      const or = [];
      if (s.emails.length) or.push(eb(eb.fn('lower', ['to_address']), 'in', s.emails));
      if (s.bookingIds.length) or.push(eb('booking_id', 'in', s.bookingIds));
      return or.length ? eb.or(or) : NOTHING;
    })
    .orderBy('created_at')
    .orderBy('id');
}

export const messagesPersonalData: PersonalDataHolder = {
  async collect(db, s) {
    const rows = await theirs(db, s).execute();
    return {
      messages: rows.map((r) => ({
        id: r.id,
        template: r.template,
        to: r.to_address,
        subject: r.subject,
        status: r.status,
        bookingId: r.booking_id,
        invoiceId: r.invoice_id,
        text: r.text_body,
        createdAt: r.created_at,
        sentAt: r.sent_at,
      })),
    };
  },

  async erase(tx, s) {
    const redact = redactor(s);
    for (const r of await theirs(tx, s).execute()) {
      const patch: Partial<MessageRow> = {
        to_address: ERASED,
        subject: redact(r.subject) as string,
        html: null,
        text_body: null,
        facts: json.write(redact(json.read(r.facts))),
        last_response: r.last_response === null ? null : (redact(r.last_response) as string),
      };
      if (r.status === 'queued') {
        patch.status = 'failed';
        patch.last_response = "Not sent: the recipient's personal data was erased";
      }
      await t(tx)
        .updateTable('messages')
        .set(patch)
        .where('workspace_id', '=', s.workspaceId)
        .where('id', '=', r.id)
        .execute();
    }
    const reminders = await t(tx)
      .selectFrom('jobs')
      .select(['id', 'payload'])
      .where('workspace_id', '=', s.workspaceId)
      .where('kind', '=', HOLD_REMINDER_JOB)
      .where('status', '=', 'queued')
      .where(mentionsAny('payload', s.emails))
      .execute();
    const theirReminders = reminders.filter((j) =>
      s.emails.includes(json.read<HoldReminderJob>(j.payload).to.toLowerCase()),
    );
    if (theirReminders.length)
      await t(tx)
        .deleteFrom('jobs')
        .where(
          'id',
          'in',
          theirReminders.map((j) => j.id),
        )
        .where('status', '=', 'queued')
        .execute();
    return [];
  },
};
