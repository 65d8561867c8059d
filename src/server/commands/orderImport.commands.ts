import { randomInt } from 'node:crypto';
import {
  applyImportRules,
  createImportChecker,
  type ImportCheckContext,
  importRulesRequest,
  rulesByNameOf,
} from '../../core/orders/import/checkImportRows.ts';
import { importMessage } from '../../core/orders/import/importMessages.ts';
import { IMPORT_PALLET_TYPES } from '../../core/orders/import/importPalletTypes.ts';
import {
  addRowError,
  type ImportedOrderRow,
  type ImportRowInput,
} from '../../core/orders/import/importRow.ts';
import { type ImportGeocode, importRowToOrder } from '../../core/orders/import/importRowToOrder.ts';
import { importVehicleFact } from '../../core/orders/import/importVehicles.ts';
import { ORDER_ERRORS } from '../../core/orders/orders.errors.ts';
import { importColumnsOf } from '../../core/rules/importColumnFiles.ts';
import type { ResolvedRuleSet } from '../../core/rules/ruleFile.schemas.ts';
import { pickDefaultVehicles } from '../../core/vehicles/vehicles.schemas.ts';
import type { AppServices } from '../appServices.ts';
import { listCalendarOverrides } from '../db/repositories/calendar.repository.ts';
import { existingOrderIds } from '../db/repositories/orderImport.repository.ts';
import { lockOrderNrs } from '../db/repositories/orderNrLock.repository.ts';
import { insertOrders, takenOrderNrs } from '../db/repositories/orders.repository.ts';
import { listFactories } from '../db/repositories/sites.repository.ts';
import { recordEvents } from '../events/recordEvent.ts';
import { gazetteerFor } from '../geo/gazetteerService.ts';
import { conflict } from '../http/httpError.ts';
import { listAllVehicles } from '../queries/vehicles.queries.ts';
import { rulesContextFor } from '../rules/enforceRules.ts';
import type { WriteScope } from './writeScope.ts';

const columnHeader = (ctx: ImportCheckContext, field: string) =>
  ctx.config.columns.find((c) => c.field === field)?.header ?? field;

/**
 * The import check context of this server: the columns of the rule set in force (its mode's
 * importColumns.json over the base), today, calendar, vehicles and defaults.
 */
export async function importCheckContext(
  services: AppServices,
  rules: ResolvedRuleSet,
): Promise<ImportCheckContext> {
  const vehicles = await listAllVehicles(services);
  const firstId = (site: boolean) =>
    pickDefaultVehicles(
      vehicles.filter((v) => v.active),
      site,
    )[0]?.vehicleId ?? null;
  return {
    config: importColumnsOf(rules),
    today: services.now().toISOString().slice(0, 10),
    calendar: (await listCalendarOverrides(services.db)).map((o) => ({ date: o.date, workday: o.workday })),
    vehicles: vehicles.map(importVehicleFact),
    defaultVehicles: { road: firstId(false), site: firstId(true) },
    palletTypes: IMPORT_PALLET_TYPES,
  };
}

/** Checked rows and where their addresses lie. */
export interface JudgedImport {
  ctx: ImportCheckContext;
  rows: ImportedOrderRow[];
  geocodes: Map<number, ImportGeocode>;
}

/**
 * Re-validates every row on the server (business.md §5), all checks at once: the cells' parse
 * checks, the mode's importRow rules (validation and capacity families) on the server's rules
 * pool, the cross-row checks, the file's ids against the stored order numbers
 * (ALREADY_EXISTS_IN_DATABASE), the factory, and geocoding (CANNOT_BE_GEOCODED).
 */
export async function judgeImport(
  scope: WriteScope,
  inputs: readonly ImportRowInput[],
): Promise<JudgedImport> {
  const { services, actor, activeModules } = scope;
  // One set for the whole request: its columns read the rows, its importRow rules check them.
  const set = scope.rules.set;
  const ctx = await importCheckContext(services, set);
  const checker = createImportChecker(ctx);
  const own = inputs.map(checker.checkOwn);
  if (own.length > 0) {
    // Every row in one rules-pool call (the pool splits it over its workers).
    const results = await scope.rules.evaluate(
      importRulesRequest(own, ctx, rulesContextFor(services, { role: actor.role, activeModules })),
    );
    const byName = rulesByNameOf(set);
    own.forEach((row, i) => {
      const result = results[i];
      if (result) applyImportRules(row, result, ctx, byName);
    });
  }
  const rows = checker.checkAcross(own);

  const ids = [...new Set(rows.map((r) => r.parsed.idNumber).filter((v): v is string => v !== null))];
  const taken = await takenOrderNrs(services.db, ids);
  const factories = new Set(
    (await listFactories(services.db)).filter((f) => f.isActive).map((f) => f.shortName),
  );
  const gazetteer = await gazetteerFor(services.db);
  const geocodes = new Map<number, ImportGeocode>();
  const geocoded = new Map<string, ReturnType<typeof gazetteer.geocode>>();
  for (const row of rows) {
    const p = row.parsed;
    if (p.idNumber !== null && taken.has(p.idNumber))
      addRowError(row, {
        type: 'ALREADY_EXISTS_IN_DATABASE',
        message: importMessage('unique', { header: columnHeader(ctx, 'idNumber') }),
        field: 'idNumber',
      });
    if (p.factoryShortName !== null && !factories.has(p.factoryShortName))
      addRowError(row, {
        type: 'INVALID_VALUE',
        message: importMessage('invalidValue', { header: columnHeader(ctx, 'factoryShortName') }),
        field: 'factoryShortName',
      });
    if (p.originalAddress === null) continue;
    const address = [p.originalAddressPostalCode, p.originalAddress].filter(Boolean).join(' ');
    // Files repeat a customer's address on many rows: geocode each address once.
    let hit = geocoded.get(address);
    if (hit === undefined) {
      hit = gazetteer.geocode(address);
      geocoded.set(address, hit);
    }
    if (!hit) {
      addRowError(row, {
        type: 'CANNOT_BE_GEOCODED',
        message: importMessage('cannotBeGeocoded'),
        field: 'originalAddress',
      });
      continue;
    }
    const [lng, lat] = hit.geometry.coordinates;
    geocodes.set(row.rowNumber, { label: hit.properties.label, lat: lat ?? 0, lng: lng ?? 0 });
  }
  return { ctx, rows, geocodes };
}

const ID_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const yymmdd = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
const randomSuffix = () => Array.from({ length: 5 }, () => ID_CHARS[randomInt(ID_CHARS.length)]).join('');

/**
 * Saves every row as a new order in one transaction, with one event per order; call only when no
 * row has errors. Order ids: YYMMDD + factory short name + 5 random characters, checked unused.
 */
export async function saveImportedOrders(scope: WriteScope, judged: JudgedImport): Promise<string[]> {
  const { services, actor } = scope;
  const today = judged.ctx.today;
  return services.db.transaction().execute(async (trx) => {
    // judgeImport read the numbers before this transaction: re-check them under their locks, so
    // a create or another import of the same numbers meanwhile cannot slip in a repeat.
    const orderNrs = judged.rows.flatMap((r) => (r.parsed.idNumber === null ? [] : [r.parsed.idNumber]));
    await lockOrderNrs(trx, orderNrs);
    if ((await takenOrderNrs(trx, orderNrs)).size > 0) throw conflict(ORDER_ERRORS.orderNrTaken);
    const ids: string[] = judged.rows.map(() => '');
    const used = new Set<string>();
    let pending = judged.rows.map((_, i) => i);
    for (let attempt = 0; attempt < 5 && pending.length > 0; attempt++) {
      for (const i of pending) {
        const prefix = `${yymmdd(today)}${judged.rows[i]?.parsed.factoryShortName ?? ''}`;
        let id = `${prefix}${randomSuffix()}`;
        while (used.has(id)) id = `${prefix}${randomSuffix()}`;
        used.add(id);
        ids[i] = id;
      }
      const taken = await existingOrderIds(
        trx,
        pending.map((i) => ids[i] ?? ''),
      );
      pending = pending.filter((i) => taken.has(ids[i] ?? ''));
    }
    if (pending.length > 0) throw new Error('could not generate unique order ids');
    const orders = judged.rows.map((row, i) =>
      importRowToOrder(row, ids[i] ?? '', today, judged.geocodes.get(row.rowNumber) ?? null),
    );
    const saved = await insertOrders(trx, orders);
    await recordEvents(
      trx,
      actor,
      saved.map((order) => ({
        entity: 'order',
        entityId: order.orderId,
        action: 'created',
        after: order as unknown as Record<string, unknown>,
      })),
    );
    return saved.map((o) => o.orderId);
  });
}
