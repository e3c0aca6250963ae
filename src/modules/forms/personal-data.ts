// A person's data in form submissions (src/platform/personal-data.ts). Submissions are not linked to people: one is
// theirs when one of its answers is their email or their person id (docs/decisions.md, "A guest's data"). Erasing
// keeps the submission (the form's count of them) and its fields, every answer blanked: the answers together are
// what describes the person, not only the email among them.
import type { Executor } from '../../platform/db/index.js';
import { json } from '../../platform/db/codecs.js';
import { mentionsAny, rewriteEvents, type DataSubject, type PersonalDataHolder } from '../../platform/personal-data.js';
import type { FormsTables } from './store.js';

const t = (db: Executor) => db.withTables<FormsTables>();

/** Whether a value, or one inside it, is the email or the person id. */
function names(v: unknown, terms: ReadonlySet<string>): boolean {
  if (typeof v === 'string') return terms.has(v.trim().toLowerCase());
  if (Array.isArray(v)) return v.some((x) => names(x, terms));
  if (v !== null && typeof v === 'object') return Object.values(v).some((x) => names(x, terms));
  return false;
}

const blank = (answers: Record<string, unknown>) => Object.fromEntries(Object.keys(answers).map((k) => [k, null]));

async function theirs(db: Executor, s: DataSubject) {
  const terms = new Set([...s.emails, s.personId.toLowerCase()]);
  const rows = await t(db)
    .selectFrom('form_submissions')
    .select(['id', 'form_id', 'data', 'created_at'])
    .where('workspace_id', '=', s.workspaceId)
    .where(mentionsAny('data', [...terms]))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows
    .map((r) => ({ ...r, answers: json.read<Record<string, unknown>>(r.data) }))
    .filter((r) => names(r.answers, terms));
}

export const formsPersonalData: PersonalDataHolder = {
  async collect(db, s) {
    return {
      formSubmissions: (await theirs(db, s)).map((r) => ({
        id: r.id,
        formId: r.form_id,
        data: r.answers,
        createdAt: r.created_at,
      })),
    };
  },

  async erase(tx, s) {
    const found = await theirs(tx, s);
    for (const r of found) {
      await t(tx)
        .updateTable('form_submissions')
        .set({ data: json.write(blank(r.answers)) })
        .where('workspace_id', '=', s.workspaceId)
        .where('id', '=', r.id)
        .execute();
    }
    // Their submissions' events (form.submission.created) carry the answers too.
    await rewriteEvents(
      tx,
      s.workspaceId,
      found.map((r) => r.id),
      (event) => ({ ...event, data: blank(event.data as Record<string, unknown>) }),
    );
    return [];
  },
};
