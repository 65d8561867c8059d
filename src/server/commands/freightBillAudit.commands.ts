import type { Kysely } from 'kysely';
import { auditFreightPrice, budapestDay, feeTablesOnDays } from '../../core/freightBills/priceAudit.ts';
import {
  auditedFeeEventId,
  currentFeeTables,
  factoriesByShortName,
  feeChangesAfter,
  feeChangesSince,
  markAuditsStaleFrom,
  setAuditedFeeEventId,
  staleAuditSources,
  writeAudits,
} from '../db/repositories/freightBillAudit.repository.ts';
import type { Database } from '../db/schema.ts';

/**
 * Keeps the stored price audits of freight bills current (issue 20): before the bills are read,
 * (1) fee changes logged since the last run make the audits of deliveries from their day on
 * stale; (2) every delivered freight whose audit was computed for another version (a new delivery,
 * an edited freight or bill, a stale mark) is re-priced with the fee tables in force on its
 * delivery date. Both steps find their rows through partial indexes: nothing to do costs two
 * index probes. Computed here (not per query) so the "csak eltérés" filter is one indexed
 * condition at 100,000 bills.
 */

const CHUNK = 5_000;
const running = new WeakMap<Kysely<Database>, Promise<number>>();

/** Brings the stored audits up to date; answers how many were recomputed. One run per database at a time. */
export function refreshBillAudits(db: Kysely<Database>): Promise<number> {
  const current = running.get(db);
  if (current) return current;
  const run = refresh(db).finally(() => running.delete(db));
  running.set(db, run);
  return run;
}

async function refresh(db: Kysely<Database>): Promise<number> {
  await db.transaction().execute(async (trx) => {
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
    const today = budapestDay(new Date());
    const dayOf = (d: string | null) => d ?? today;
    const days = new Set(sources.map((s) => dayOf(s.deliveryDate)));
    const [current, factories] = await Promise.all([currentFeeTables(db), factoriesByShortName(db)]);
    const earliest = [...days].sort()[0]!;
    const tablesOn = feeTablesOnDays(current, await feeChangesSince(db, earliest), days);
    const audits = sources.map((s) => {
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
      return {
        id: s.id,
        version: s.version,
        price: audit.price,
        difference: audit.difference,
        audit: audit.breakdown,
      };
    });
    await writeAudits(db, audits);
    done += audits.length;
    // Rows that moved on meanwhile stay stale and come back; stop rather than spin on them.
    if (sources.length < CHUNK) return done;
  }
}
