import { type Kysely, sql } from 'kysely';

/**
 * The queue's reads that 0400's indexes do not cover: check-processing (polled every second by every
 * planner) asks for the last finished job, overall and per user, which would otherwise scan every
 * job ever run; recovery looks for claimed jobs by heartbeat.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index planning_jobs_finished_idx on planning_jobs (finished_at desc) where finished_at is not null`.execute(
    db,
  );
  await sql`create index planning_jobs_user_finished_idx on planning_jobs (requested_by, finished_at desc) where finished_at is not null`.execute(
    db,
  );
  await sql`create index planning_jobs_claimed_idx on planning_jobs (heartbeat_at) where state in ('running', 'cancelling')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'planning_jobs_finished_idx',
    'planning_jobs_user_finished_idx',
    'planning_jobs_claimed_idx',
  ]) {
    await sql`drop index ${sql.raw(name)}`.execute(db);
  }
}
