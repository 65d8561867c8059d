import type { Kysely } from 'kysely';

/**
 * Issue 17: every event of a rule-checked change names the rule set that judged it (`mode:hash`,
 * the hash GET /api/rules answers), so a change can be traced to the rules in force at the time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').addColumn('rule_set', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').dropColumn('rule_set').execute();
}
