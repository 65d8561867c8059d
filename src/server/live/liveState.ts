import type { Kysely } from 'kysely';
import type { ActiveModules } from '../../core/config/modules.ts';
import { FINISHED_JOB_STATES } from '../../core/planningJobs/jobStateMachine.ts';
import { perOwner } from '../cache/stateCache.ts';
import type { ChangeBatch, ChangeFeed } from '../db/changeFeed.ts';
import { changeFeedOf } from '../db/client.ts';
import { getSetting, SETTING_KEYS } from '../db/repositories/appSettings.repository.ts';
import { type AuthSession, findSessionWithUser } from '../db/repositories/authSessions.repository.ts';
import { loadLiveRows } from '../db/repositories/liveRows.repository.ts';
import { loadActiveModules } from '../db/repositories/modules.repository.ts';
import { lastSmsResultCode } from '../db/repositories/notifications.repository.ts';
import {
  findPlanningJob,
  lastFinishedJob,
  listActiveJobs,
  type PlanningJobRow,
} from '../db/repositories/planningJobs.repository.ts';
import type { UserRecord } from '../db/repositories/users.repository.ts';
import type { Database } from '../db/schema.ts';
import { writeGeneration } from '../db/writeGeneration.ts';
import { PLANNING_KINDS } from '../planning/jobQueue.ts';
import { type ChangeStats, LiveTable } from './liveTable.ts';
import { LiveMap, LiveValue } from './liveValue.ts';

const FINISHED: readonly string[] = FINISHED_JOB_STATES;

/** What every planner's check-processing shares: the switch, active and last finished jobs, the SMS code. */
export interface ProcessingShared {
  isAutoProcessing: boolean;
  active: PlanningJobRow[];
  lastFinished: PlanningJobRow | undefined;
  smsCode: number;
}

/**
 * The in-memory state behind the polls (check-changes, check-processing and the bottom bar's
 * counters), one per database handle: kept current by the change feed (every committed write of any
 * instance, migration 0740), so a poll sends no query. Tables are loaded on first use; planning
 * reads are read again when a change of planning jobs, settings or the SMS outbox arrives.
 */
export class LiveState {
  readonly orders: LiveTable;
  readonly freights: LiveTable;
  readonly pickups: LiveTable;
  readonly processing: LiveValue<ProcessingShared>;
  readonly jobs: LiveMap<string, PlanningJobRow | undefined>;
  readonly lastFinishedOf: LiveMap<string, PlanningJobRow | undefined>;
  /** The active modules every policy with modules reads (auth/authenticate.ts loadAccess). */
  readonly modules: LiveValue<ActiveModules>;
  /** Sessions with their users (auth/sessions.ts), by session id. */
  readonly sessions: LiveMap<string, { session: AuthSession; user: UserRecord } | undefined>;
  private syncedGeneration = -1;

  constructor(
    db: Kysely<Database>,
    private readonly feed: ChangeFeed,
  ) {
    // The feed listens before a table is read: a change committed during the load is not lost.
    const table = (name: 'orders' | 'freights' | 'pickups') =>
      new LiveTable(async () => {
        await feed.sync();
        return loadLiveRows(db, name);
      });
    this.orders = table('orders');
    this.freights = table('freights');
    this.pickups = table('pickups');
    this.processing = new LiveValue(async () => {
      const [isAutoProcessing, active, lastFinished, smsCode] = await Promise.all([
        getSetting(db, SETTING_KEYS.autoProcessing).then((v) => v === true),
        listActiveJobs(db, PLANNING_KINDS),
        lastFinishedJob(db, PLANNING_KINDS),
        lastSmsResultCode(db),
      ]);
      return { isAutoProcessing, active, lastFinished, smsCode };
    });
    this.jobs = new LiveMap((id) => findPlanningJob(db, id));
    this.lastFinishedOf = new LiveMap((userId) => lastFinishedJob(db, PLANNING_KINDS, userId));
    this.sessions = new LiveMap((id) => findSessionWithUser(db, id));
    this.modules = new LiveValue(() => loadActiveModules(db));
    feed.subscribe((batch) => this.apply(batch));
    feed.onReset(() => {
      for (const t of [this.orders, this.freights, this.pickups]) t.reset();
      this.processing.invalidate();
      this.jobs.invalidateAll();
      this.lastFinishedOf.invalidateAll();
      this.sessions.invalidateAll();
      this.modules.invalidate();
    });
  }

  /**
   * Before answering a poll: when this process wrote since the last time, wait until the feed has
   * delivered those writes (PGlite: already done at COMMIT; PostgreSQL: one `SELECT 1` on the
   * listening connection shared by every poll waiting), so a caller sees its own change at once.
   */
  async fresh(): Promise<void> {
    const generation = writeGeneration();
    if (generation === this.syncedGeneration) return;
    await this.feed.sync();
    if (generation > this.syncedGeneration) this.syncedGeneration = generation;
  }

  /** Resolves when no refresh is under way (a test counts the queries a poll sends apart from them). */
  async settled(): Promise<void> {
    await this.fresh();
    await Promise.all([
      this.processing.settled(),
      this.jobs.settled(),
      this.lastFinishedOf.settled(),
      this.sessions.settled(),
      this.modules.settled(),
    ]);
  }

  private apply(batch: ChangeBatch): void {
    switch (batch.entity) {
      case 'orders':
        this.orders.apply(batch.rows);
        break;
      case 'freights':
        this.freights.apply(batch.rows);
        break;
      case 'pickups':
        this.pickups.apply(batch.rows);
        break;
      case 'planning_jobs':
        this.processing.invalidate();
        for (const r of batch.rows) this.jobs.invalidate(r.id);
        // A job's end changes its requester's last finished job (the number column is requested_by).
        for (const r of batch.rows)
          if (r.number !== null && (r.deleted || (r.status !== null && FINISHED.includes(r.status))))
            this.lastFinishedOf.invalidate(r.number);
        break;
      case 'app_settings':
        if (batch.rows.some((r) => r.id === SETTING_KEYS.autoProcessing)) this.processing.invalidate();
        break;
      case 'notification_outbox':
        if (batch.rows.some((r) => r.status === 'sms')) this.processing.invalidate();
        break;
      case 'auth_sessions':
        for (const r of batch.rows) this.sessions.invalidate(r.id);
        break;
      case 'users': {
        // Only that user's sessions: a thousand sessions of others are not read again for one edit.
        const users = new Set(batch.rows.map((r) => r.id));
        this.sessions.invalidateWhere((found) => found === undefined || users.has(found.user.id));
        break;
      }
      case 'modules':
        this.modules.invalidate();
        break;
      default:
        break;
    }
  }
}

/** The live state of a database handle (shared by every app on it), made on first use. */
export const liveStateOf = perOwner((db: Kysely<Database>) => new LiveState(db, changeFeedOf(db)));

/** Check-changes figures of a live table in the caller's scope, from memory (no query once loaded). */
export async function liveChangeStats(
  db: Kysely<Database>,
  table: 'orders' | 'freights' | 'pickups',
  scope: { transporterId: string | null },
  since: string | null | undefined,
): Promise<ChangeStats> {
  const live = liveStateOf(db);
  await live.fresh();
  await live[table].ready();
  return live[table].stats(scope.transporterId ?? undefined, since ? Date.parse(since) : null);
}
