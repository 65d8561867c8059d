import type { Kysely } from 'kysely';
import type { FreightBillAudit } from '../../core/freightBills/freightBills.schemas.ts';
import {
  auditFreightPrice,
  budapestDay,
  feeTablesOnDays,
  isAuditFlagged,
  type PriceAudit,
  toleranceOf,
} from '../../core/freightBills/priceAudit.ts';
import { feeTables } from '../db/repositories/fees.repository.ts';
import {
  type AuditSource,
  auditedFeeEventId,
  auditSourcesOf,
  billAuditTolerance,
  factoriesByShortName,
  feeChangesAfter,
  feeChangesSince,
  lockFeeChangeLog,
  markAuditsStaleFrom,
  setAuditedFeeEventId,
  staleAuditSources,
  writeAudits,
} from '../db/repositories/freightBillAudit.repository.ts';
import type { Database } from '../db/schema.ts';
import { crashPoint } from '../faults/crashPoints.ts';
import { notFound } from '../http/httpError.ts';
import { startLeasedTimer } from '../timers/leasedTimer.ts';

/**
 * Keeps the stored price audits of freight bills current (issue 20) without writing in a read:
 * - a bill write keeps a current audit current in its own UPDATE (the difference to the new amount,
 *   freightBills.repository.ts);
 * - a freight edit re-prices the delivered freights it wrote in its own transaction
 *   ({@link auditFreightsIn}, called by freightJob.commands.ts);
 * - everything else that leaves an audit stale (a fee change, a freight written by another path such
 *   as planning or an import) is caught up by the background refresher ({@link startBillAuditRefresher},
 *   started beside the job runner): fee changes logged after the last one it took into account make
 *   the audits of deliveries from their day on stale, then every delivered freight whose audit was
 *   computed for another version is re-priced. The fee change's event (written in the fee change's
 *   own transaction) is its stale mark: marking rows there instead would lose to a recompute that
 *   read the old tables and writes after it, while an event after the cursor is never lost.
 * Reads only read: the list shows the stored audit; the breakdown is recomputed when asked
 * ({@link billAudit}). Computed and stored (not per query) so the "csak eltérés" filter is one
 * indexed condition at 100,000 bills.
 */

const CHUNK = 5_000;

/** Re-prices freights with the fee tables in force on their delivery dates (one fee read for all). */
async function priceAudits(
  db: Kysely<Database>,
  sources: readonly AuditSource[],
): Promise<{ source: AuditSource; audit: PriceAudit }[]> {
  if (sources.length === 0) return [];
  const today = budapestDay(new Date());
  const dayOf = (d: string | null) => d ?? today;
  const days = new Set(sources.map((s) => dayOf(s.deliveryDate)));
  const [current, factories] = await Promise.all([feeTables(db), factoriesByShortName(db)]);
  const earliest = [...days].sort()[0]!;
  const tablesOn = feeTablesOnDays(current, await feeChangesSince(db, earliest), days);
  return sources.map((s) => {
    const factory = factories.get(s.factoryShortName);
    const palletsByType = new Map<string, number>();
    for (const c of s.cargo)
      palletsByType.set(c.palletType, (palletsByType.get(c.palletType) ?? 0) + c.pallets);
    const feesOn = dayOf(s.deliveryDate);
    const audit = auditFreightPrice({
      tables: tablesOn.get(feesOn)!,
      // A factory not (or no longer) on file is priced like the planner prices it: the default table.
      factory: factory ?? { id: s.factoryShortName, useDefaultFreightCostsSettings: true },
      freight: { truckType: s.truckType, km: s.distanceKm, dropOffs: s.dropOffs, palletsByType },
      feesOn,
      amount: s.amount,
    });
    return { source: s, audit };
  });
}

const storedAudits = (priced: Awaited<ReturnType<typeof priceAudits>>) =>
  priced.map(({ source, audit }) => ({
    id: source.id,
    version: source.version,
    price: audit.price,
    difference: audit.difference,
  }));

/**
 * Re-prices these freights (uuids) inside the caller's transaction, at the version it wrote; freights
 * that are not delivered have no bill and are skipped.
 */
export async function auditFreightsIn(trx: Kysely<Database>, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await writeAudits(trx, storedAudits(await priceAudits(trx, await auditSourcesOf(trx, ids))));
}

/** GET /{id}/audit: one bill's audit recomputed now, with its breakdown and its factory's tolerance. */
export async function billAudit(db: Kysely<Database>, id: string): Promise<FreightBillAudit> {
  const [source] = await auditSourcesOf(db, [id]);
  if (!source) throw notFound();
  const [[priced], { tolerance, factoryIdByShortName }] = await Promise.all([
    priceAudits(db, [source]),
    billAuditTolerance(db),
  ]);
  const { audit } = priced!;
  const limit = toleranceOf(tolerance, factoryIdByShortName.get(source.factoryShortName) ?? null);
  return {
    id: source.id,
    freightId: source.freightId,
    __v: source.version,
    amount: source.amount,
    price: audit.price,
    difference: audit.difference,
    tolerance: limit,
    flagged: isAuditFlagged(audit.difference, limit),
    breakdown: audit.breakdown,
  };
}

const running = new WeakMap<Kysely<Database>, Promise<number>>();

/**
 * Brings the stored audits up to date; answers how many were recomputed. One run per database at a
 * time (a call during a run answers that run). The background refresher's step; tests and the bench
 * call it to drain, as drainQueue does for the job queue.
 */
export function refreshBillAudits(db: Kysely<Database>): Promise<number> {
  const current = running.get(db);
  if (current) return current;
  const run = refresh(db).finally(() => running.delete(db));
  running.set(db, run);
  return run;
}

async function refresh(db: Kysely<Database>): Promise<number> {
  await db.transaction().execute(async (trx) => {
    // Fee changes under way commit first: their events cannot land behind the marker.
    await lockFeeChangeLog(trx, 'exclusive');
    const changes = await feeChangesAfter(trx, await auditedFeeEventId(trx));
    const last = changes[changes.length - 1];
    if (!last) return;
    const firstDay = changes.map((c) => budapestDay(c.at)).sort()[0]!;
    await markAuditsStaleFrom(trx, firstDay);
    await setAuditedFeeEventId(trx, last.eventId);
  });
  let done = 0;
  for (;;) {
    const sources = await staleAuditSources(db, CHUNK);
    if (sources.length === 0) return done;
    const priced = await priceAudits(db, sources);
    await crashPoint('billAudit.priced');
    await writeAudits(db, storedAudits(priced));
    done += sources.length;
    // Rows that moved on meanwhile stay stale and come back; stop rather than spin on them.
    if (sources.length < CHUNK) return done;
  }
}

const refreshers = new WeakMap<Kysely<Database>, () => void>();

/** The bill audit refresher's row in timer_leases. */
export const BILL_AUDIT_TIMER = 'billAudits';

/**
 * Runs {@link refreshBillAudits} in the background: at once, every `intervalMs` (nothing to do costs
 * three index probes) and soon after {@link requestBillAuditRefresh}; a failed round is logged and
 * retried at the next tick. With several instances on one database only the holder of the timer's
 * lease runs rounds (timers/leasedTimer.ts). Answers the stop function (app close): it waits for a round under way.
 */
export function startBillAuditRefresher(
  db: Kysely<Database>,
  options: { intervalMs?: number; leaseMs?: number; log?: (err: unknown) => void } = {},
): () => Promise<void> {
  const timer = startLeasedTimer(db, {
    name: BILL_AUDIT_TIMER,
    everyMs: options.intervalMs ?? 5_000,
    ...(options.leaseMs !== undefined && { leaseMs: options.leaseMs }),
    runAtStart: true,
    run: () => refreshBillAudits(db),
    log: options.log ?? ((err: unknown) => console.warn('bill audit refresh:', err)),
  });
  refreshers.set(db, timer.poke);
  return async () => {
    if (refreshers.get(db) === timer.poke) refreshers.delete(db);
    await timer.stop();
  };
}

/**
 * Asks the background refresher of this database (if one runs in this process) for a round soon:
 * after a commit that left audits stale (a fee change). Without a refresher it does nothing; the
 * refresher of another instance finds the change at its next tick.
 */
export function requestBillAuditRefresh(db: Kysely<Database>): void {
  refreshers.get(db)?.();
}
