import { type Kysely, sql } from 'kysely';
import { uuidTable } from '../migrationKit.ts';

/**
 * Revocable sign-ins (issue 15): a per-user token version that invalidates every token at once,
 * an `active` flag (deactivated users keep their history but cannot sign in), and one row per
 * sign-in session whose generation rotates on every refresh.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await uuidTable(db, 'auth_sessions')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rotated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('auth_sessions_user_id_idx').on('auth_sessions').column('user_id').execute();
  await db.schema
    .createIndex('auth_sessions_expires_at_idx')
    .on('auth_sessions')
    .column('expires_at')
    .execute();
}

/** Drops what up created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_sessions').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('active').execute();
  await db.schema.alterTable('users').dropColumn('token_version').execute();
}
