// Each event names the record it is about (`subject_id`, src/platform/events.ts `subjectOf`), so a record's history
// (`GET /v1/events?subject=`) is read through an index instead of a scan of the workspace's log. Events already
// stored get theirs from their data.
import { sql, type Kysely } from 'kysely';
import type { Migrations } from '../migrate.js';
import { subjectOf } from '../../events.js';

export const eventSubjectMigrations: Migrations = {
  '0004_platform_event_subjects': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('events').addColumn('subject_id', 'text').execute();
      let after = '';
      for (;;) {
        const { rows } = await sql<{ id: string; data: string }>`select id, data from events
          where id > ${after} order by id limit 500`.execute(db);
        if (rows.length === 0) break;
        for (const row of rows) {
          const subject = subjectOf(JSON.parse(row.data) as Record<string, unknown>);
          if (subject) await sql`update events set subject_id = ${subject} where id = ${row.id}`.execute(db);
        }
        after = rows[rows.length - 1]!.id;
      }
      await db.schema
        .createIndex('events_ws_subject')
        .on('events')
        .columns(['workspace_id', 'subject_id', 'created_at'])
        .execute();
    },
  },
};
