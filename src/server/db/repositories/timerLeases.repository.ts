import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Takes or renews the lease of timer `name` for `holder` for `leaseMs` (database clock): true when
 * `holder` holds it now — it held it already, or the lease was free or ran out. One statement, so two
 * instances asking at once cannot both win. A round counter is kept for operators and tests.
 */
export async function takeTimerLease(
  db: Kysely<Database>,
  name: string,
  holder: string,
  leaseMs: number,
): Promise<boolean> {
  const until = sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})`;
  const row = await db
    .insertInto('timer_leases')
    .values({ name, holder, lease_until: until, rounds: 1 })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, lease_until: until, rounds: sql`timer_leases.rounds + 1` })
        .where((eb) =>
          eb.or([
            eb('timer_leases.holder', '=', holder),
            eb('timer_leases.lease_until', '<', sql<Date>`now()`),
          ]),
        ),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
}

/** Gives the lease up (an instance closing): another instance takes it at its next tick. */
export async function releaseTimerLease(db: Kysely<Database>, name: string, holder: string): Promise<void> {
  await db
    .updateTable('timer_leases')
    .set({ lease_until: sql<Date>`now() - interval '1 second'` })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}

/** The holder of a timer's lease and whether it is still valid (health, tests). */
export async function timerLeaseOf(
  db: Kysely<Database>,
  name: string,
): Promise<{ holder: string; valid: boolean; rounds: number } | undefined> {
  const row = await db
    .selectFrom('timer_leases')
    .select(['holder', 'rounds', sql<boolean>`lease_until > now()`.as('valid')])
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? { holder: row.holder, valid: row.valid, rounds: Number(row.rounds) } : undefined;
}
