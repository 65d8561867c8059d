import { type Kysely, sql } from 'kysely';
import {
  uuidTable,
  withTimestamps,
  withVersionAndTimestamps,
  withVersionAndUpdatedAt,
} from '../migrationKit.ts';

/** Foundation: users, transporters, modules, base config, app settings, login throttle. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await uuidTable(db, 'transporters')
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text', (c) => c.notNull().unique())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .$call(withTimestamps)
    .execute();

  await uuidTable(db, 'users')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('email', 'text')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('transporter_id', 'uuid', (c) => c.references('transporters.id').onDelete('restrict'))
    .$call(withVersionAndTimestamps)
    .execute();
  // User names are unique regardless of case: "Admin" and "admin" are one account.
  await sql`create unique index users_username_lower_key on users (lower(username))`.execute(db);
  await db.schema.createIndex('users_transporter_id_idx').on('users').column('transporter_id').execute();

  await uuidTable(db, 'modules')
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('config', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await uuidTable(db, 'base_config')
    // Exactly one row: a constant column with a unique constraint forbids a second one.
    .addColumn('singleton', 'boolean', (c) => c.notNull().defaultTo(true).unique().check(sql`singleton`))
    .addColumn('delivery_interval', 'integer', (c) => c.notNull())
    .addColumn('delivery_interval_type', 'text', (c) => c.notNull())
    .addColumn('freight_deadline_warning_interval', 'integer', (c) => c.notNull())
    .addColumn('transporter_reply_deadline', 'integer', (c) => c.notNull())
    .addColumn('unload_time_per_pallet', 'double precision', (c) => c.notNull())
    .addColumn('transporter_time_slot_limit', 'integer', (c) => c.notNull())
    .addColumn('opening_hours', 'jsonb', (c) => c.notNull())
    .addColumn('length_of_time_slot', 'integer', (c) => c.notNull())
    .addColumn('packing_algorithm', 'text', (c) => c.notNull())
    .addColumn('routing_method', 'text', (c) => c.notNull())
    .addColumn('fuzzy_search', 'jsonb', (c) => c.notNull())
    .addColumn('shipping_notification_config', 'jsonb', (c) => c.notNull())
    .addColumn('proxy_config', 'jsonb', (c) => c.notNull())
    .$call(withVersionAndUpdatedAt)
    .execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // In the database rather than in memory so the throttle holds across restarts and API instances.
  await db.schema
    .createTable('login_attempts')
    .addColumn('username_key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

/** Drops everything 0001 created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['login_attempts', 'app_settings', 'base_config', 'modules', 'users', 'transporters']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
