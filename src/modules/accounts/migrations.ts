import { sql, type Kysely } from 'kysely';
import type { Migrations } from '../../platform/db/migrate.js';

export const accountsMigrations: Migrations = {
  '0800_accounts': {
    async up(db: Kysely<unknown>) {
      // People: one row per email, across workspaces (a person may belong to several).
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text')
        .addColumn('password_changed_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('memberships')
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('memberships_pk', ['workspace_id', 'user_id'])
        .execute();
      await db.schema.createIndex('memberships_user').on('memberships').columns(['user_id', 'created_at']).execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('csrf_token', 'text', (c) => c.notNull())
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id']).execute();
      await db.schema.createIndex('sessions_last_seen').on('sessions').columns(['last_seen_at']).execute();
      await db.schema.createIndex('sessions_expires').on('sessions').columns(['expires_at']).execute();
      // One-time links where a person chooses a password (made by the CLI or an invitation).
      await db.schema
        .createTable('password_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('password_tokens_user').on('password_tokens').columns(['user_id']).execute();
      await db.schema.createIndex('password_tokens_expires').on('password_tokens').columns(['expires_at']).execute();
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor_type', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_email', 'text')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target_type', 'text')
        .addColumn('target_id', 'text')
        .addColumn('ip', 'text')
        .addColumn('details', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_ws_at').on('audit_log').columns(['workspace_id', 'at', 'id']).execute();
    },
  },

  // A membership is `invited` until the person joins the workspace (their link of it, or a sign-in to it), whether
  // or not their account already has a password elsewhere; members with a password count as joined. The audit log's
  // retention rule deletes by time across workspaces.
  '0810_accounts_joined_and_audit_retention': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('memberships').addColumn('joined_at', 'text').execute();
      await sql`update memberships set joined_at = created_at where user_id in (select id from users where password_hash is not null)`.execute(
        db,
      );
      await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at']).execute();
    },
  },
};
