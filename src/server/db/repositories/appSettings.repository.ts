import type { Kysely } from 'kysely';
import { jsonb } from '../jsonb.ts';
import type { Database } from '../schema.ts';

/** Keys of the app_settings table. */
export const SETTING_KEYS = {
  jwtSecret: 'auth.jwtSecret',
  seededAt: 'seed.completedAt',
  autoProcessing: 'orders.autoProcessing',
  billAuditFeeEvent: 'freightBills.auditFeeEventId',
} as const;
export type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS];

/** The stored value, or undefined when the key was never written. */
export async function getSetting(db: Kysely<Database>, key: SettingKey): Promise<unknown> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Writes (inserts or replaces) a value. */
export async function setSetting(db: Kysely<Database>, key: SettingKey, value: unknown): Promise<void> {
  await db
    .insertInto('app_settings')
    .values({ key, value: jsonb(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: jsonb(value), updated_at: new Date() }))
    .execute();
}

/**
 * Stores the value unless the key exists, and returns what is stored afterwards; two instances
 * starting together therefore agree on one value (e.g. the generated JWT secret).
 */
export async function getOrInsertSetting<T>(db: Kysely<Database>, key: SettingKey, value: T): Promise<T> {
  await db
    .insertInto('app_settings')
    .values({ key, value: jsonb(value) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await getSetting(db, key)) as T;
}
