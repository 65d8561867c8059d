import { type Kysely, sql, type Transaction } from 'kysely';
import type { ProcessingStatus } from '../../../core/config/enums.ts';
import {
  ACTIVE_JOB_STATES,
  CLAIMED_JOB_STATES,
  jobStatesBefore,
} from '../../../core/planningJobs/jobStateMachine.ts';
import type {
  PlanningJobKind,
  PlanningJobProgress,
  PlanningJobState,
} from '../../../core/planningJobs/planningJobs.schemas.ts';
import { jsonb } from '../jsonb.ts';
import type { Database } from '../schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A job row as the queue reads it (without the payload, which only a handler's run needs). */
export interface PlanningJobRow {
  id: string;
  kind: PlanningJobKind;
  state: PlanningJobState;
  manual: boolean;
  requestedBy: string | null;
  orderIds: string[];
  options: Record<string, unknown>;
  progress: PlanningJobProgress | null;
  processingStatus: ProcessingStatus | null;
  result: unknown;
  error: string | null;
  claimedBy: string | null;
  attempts: number;
  heartbeatAt: Date | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

const COLUMNS = [
  'id',
  'kind',
  'state',
  'manual',
  'requested_by',
  'order_ids',
  'options',
  'progress',
  'processing_status',
  'result',
  'error',
  'claimed_by',
  'attempts',
  'heartbeat_at',
  'created_at',
  'started_at',
  'finished_at',
] as const;

type Selected = {
  [K in (typeof COLUMNS)[number]]: unknown;
};

function toRow(r: Selected): PlanningJobRow {
  return {
    id: r.id as string,
    kind: r.kind as PlanningJobKind,
    state: r.state as PlanningJobState,
    manual: r.manual as boolean,
    requestedBy: r.requested_by as string | null,
    orderIds: (r.order_ids ?? []) as string[],
    options: (r.options ?? {}) as Record<string, unknown>,
    progress: (r.progress ?? null) as PlanningJobProgress | null,
    processingStatus: (r.processing_status ?? null) as ProcessingStatus | null,
    result: r.result ?? null,
    error: r.error as string | null,
    claimedBy: r.claimed_by as string | null,
    attempts: r.attempts as number,
    heartbeatAt: r.heartbeat_at as Date | null,
    createdAt: r.created_at as Date,
    startedAt: r.started_at as Date | null,
    finishedAt: r.finished_at as Date | null,
  };
}

// Job ids are uuids; anything else names no job (and would be a SQL error on the uuid column).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `id` can be a job id (a uuid). */
export function isJobId(id: string): boolean {
  return UUID.test(id);
}

/** Inserts a queued job; answers its id and creation time. */
export async function insertPlanningJob(
  db: Db,
  input: {
    kind: PlanningJobKind;
    orderIds: readonly string[];
    options: Record<string, unknown>;
    payload: unknown;
    manual: boolean;
    requestedBy: string | null;
  },
): Promise<{ id: string; createdAt: Date }> {
  const row = await db
    .insertInto('planning_jobs')
    .values({
      kind: input.kind,
      manual: input.manual,
      requested_by: input.requestedBy,
      order_ids: jsonb(input.orderIds),
      options: jsonb(input.options),
      payload: input.payload === undefined ? null : jsonb(input.payload),
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt: row.created_at };
}

/** Active jobs of `kinds` created before the given one: how many run before it. */
export async function countJobsAhead(
  db: Db,
  job: { id: string; createdAt: Date },
  kinds: readonly PlanningJobKind[],
): Promise<number> {
  const row = await db
    .selectFrom('planning_jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', 'in', ACTIVE_JOB_STATES)
    .where('kind', 'in', kinds)
    .where('id', '!=', job.id)
    .where((eb) =>
      eb.or([
        eb('created_at', '<', job.createdAt),
        eb.and([eb('created_at', '=', job.createdAt), eb('id', '<', job.id)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many jobs of a kind are queued or running. */
export async function countActiveJobs(db: Db, kind: PlanningJobKind): Promise<number> {
  const row = await db
    .selectFrom('planning_jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', 'in', ACTIVE_JOB_STATES)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One job, or undefined (also for an id that is not a uuid). */
export async function findPlanningJob(
  db: Db,
  id: string,
  forUpdate = false,
): Promise<PlanningJobRow | undefined> {
  if (!isJobId(id)) return undefined;
  let q = db.selectFrom('planning_jobs').select(COLUMNS).where('id', '=', id);
  if (forUpdate) q = q.forUpdate();
  const r = await q.executeTakeFirst();
  return r ? toRow(r) : undefined;
}

/** A job's payload (what its handler's run reads: a product upload's file). */
export async function readJobPayload(db: Db, id: string): Promise<unknown> {
  const r = await db.selectFrom('planning_jobs').select('payload').where('id', '=', id).executeTakeFirst();
  return r?.payload ?? null;
}

/**
 * Claims the oldest queued job of `kinds` for `instanceId`: the row is picked with FOR UPDATE SKIP
 * LOCKED, so concurrent claimers (other instances) skip it instead of waiting or taking it too.
 */
export async function claimNextJob(
  db: Db,
  instanceId: string,
  kinds: readonly PlanningJobKind[],
): Promise<PlanningJobRow | undefined> {
  if (kinds.length === 0) return undefined;
  const r = await db
    .updateTable('planning_jobs')
    .set({
      state: 'running',
      claimed_by: instanceId,
      attempts: sql`attempts + 1`,
      heartbeat_at: sql`now()`,
      started_at: sql`coalesce(started_at, now())`,
      progress: null,
    })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('planning_jobs')
        .select('id')
        .where('state', '=', 'queued')
        .where('kind', 'in', kinds)
        .orderBy('created_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .where('state', 'in', jobStatesBefore('running'))
    .returning(COLUMNS)
    .executeTakeFirst();
  return r ? toRow(r) : undefined;
}

/**
 * The runner's heartbeat: stamps the job (and its latest progress) while `instanceId` still holds it;
 * answers the state, so a cancel asked on another instance reaches the runner. undefined: not ours any more.
 */
export async function heartbeatJob(
  db: Db,
  id: string,
  instanceId: string,
  progress: PlanningJobProgress | undefined,
): Promise<PlanningJobState | undefined> {
  const r = await db
    .updateTable('planning_jobs')
    .set({ heartbeat_at: sql`now()`, ...(progress && { progress: jsonb(progress) }) })
    .where('id', '=', id)
    .where('claimed_by', '=', instanceId)
    .where('state', 'in', CLAIMED_JOB_STATES)
    .returning('state')
    .executeTakeFirst();
  return r?.state;
}

/** Moves a job to `to` when it is in a state that may precede it (jobStateMachine); false when not. */
export async function moveJob(
  db: Db,
  id: string,
  to: PlanningJobState,
  fields: {
    processingStatus?: ProcessingStatus;
    result?: unknown;
    error?: string | null;
    /** Back in the queue: no owner, no heartbeat, no progress. */
    unclaim?: boolean;
  } = {},
): Promise<boolean> {
  const ends = to === 'done' || to === 'cancelled' || to === 'failed';
  const r = await db
    .updateTable('planning_jobs')
    .set({
      state: to,
      ...(fields.processingStatus !== undefined && { processing_status: fields.processingStatus }),
      ...(fields.result !== undefined && { result: jsonb(fields.result) }),
      ...(fields.error !== undefined && { error: fields.error }),
      ...(fields.unclaim && { claimed_by: null, heartbeat_at: null, progress: null }),
      // A finished job's payload (an uploaded file) is not needed any more.
      ...(ends && { finished_at: sql`now()`, payload: null }),
    })
    .where('id', '=', id)
    .where('state', 'in', jobStatesBefore(to))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Claimed jobs of `kinds` whose heartbeat is older than `staleAfterMs` and whose owner is not one
 * of `liveInstanceIds`, locked (SKIP LOCKED: another instance recovering them at once skips them).
 */
export async function lockStaleJobs(
  trx: Transaction<Database>,
  options: { staleAfterMs: number; liveInstanceIds: readonly string[]; kinds: readonly PlanningJobKind[] },
): Promise<PlanningJobRow[]> {
  if (options.kinds.length === 0) return [];
  let q = trx
    .selectFrom('planning_jobs')
    .select(COLUMNS)
    .where('state', 'in', CLAIMED_JOB_STATES)
    .where('kind', 'in', options.kinds)
    .where(sql<boolean>`heartbeat_at < now() - make_interval(secs => ${options.staleAfterMs / 1000})`);
  if (options.liveInstanceIds.length > 0) {
    q = q.where((eb) =>
      eb.or([eb('claimed_by', 'is', null), eb('claimed_by', 'not in', options.liveInstanceIds)]),
    );
  }
  const rows = await q.orderBy('created_at').limit(100).forUpdate().skipLocked().execute();
  return rows.map(toRow);
}

/** Active jobs of `kinds`, oldest first (few: the queue and what runs). */
export async function listActiveJobs(db: Db, kinds: readonly PlanningJobKind[]): Promise<PlanningJobRow[]> {
  const rows = await db
    .selectFrom('planning_jobs')
    .select(COLUMNS)
    .where('state', 'in', ACTIVE_JOB_STATES)
    .where('kind', 'in', kinds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toRow);
}

/** The last finished job of `kinds` (of one user when `requestedBy` is given). */
export async function lastFinishedJob(
  db: Db,
  kinds: readonly PlanningJobKind[],
  requestedBy?: string,
): Promise<PlanningJobRow | undefined> {
  let q = db
    .selectFrom('planning_jobs')
    .select(COLUMNS)
    .where('finished_at', 'is not', null)
    .where('kind', 'in', kinds);
  if (requestedBy !== undefined) q = q.where('requested_by', '=', requestedBy);
  const r = await q.orderBy('finished_at', 'desc').limit(1).executeTakeFirst();
  return r ? toRow(r) : undefined;
}
