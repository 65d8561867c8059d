import { CALENDAR_API } from '../../../../core/calendar/calendar.api.ts';
import { asListResult } from '../../../../core/list/listCall.schemas.ts';
import type { ImportCheckContext } from '../../../../core/orders/import/checkImportRows.ts';
import type { ImportConfig } from '../../../../core/orders/import/importColumns.ts';
import { IMPORT_PALLET_TYPES } from '../../../../core/orders/import/importPalletTypes.ts';
import type { ImportRowInput } from '../../../../core/orders/import/importRow.ts';
import { importVehicleFact } from '../../../../core/orders/import/importVehicles.ts';
import { ORDER_IMPORT_API } from '../../../../core/orders/orderImport.api.ts';
import { importColumnsOf } from '../../../../core/rules/importColumnFiles.ts';
import type { ResolvedRuleSet } from '../../../../core/rules/ruleFile.schemas.ts';
import { RULES_API } from '../../../../core/rules/rules.api.ts';
import { VEHICLES_API } from '../../../../core/vehicles/vehicles.api.ts';
import { callApi } from '../../../api/callApi.ts';
import { appState } from '../../../state/appState.ts';

/**
 * The import columns of the rule set the server has in force (its mode's importColumns.json over
 * the base): asked at the time of use, so a reload on the server reaches the next file and template.
 */
export const loadImportColumns = (): Promise<ImportConfig> => callApi(RULES_API.set).then(importColumnsOf);

const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * What the worker's checks need, from the same calls the rest of the product uses: every vehicle,
 * the default vehicles by deliveryToSite (VEHICLES_API.defaults), the calendar and the rules (the
 * rule set in force brings the mode's import columns too).
 */
export async function loadImportContext(): Promise<{ ctx: ImportCheckContext; rules: ResolvedRuleSet }> {
  const [vehicles, road, site, calendar, rules] = await Promise.all([
    callApi(VEHICLES_API.list, { query: { includeInactives: 'true' } }).then((a) => asListResult(a).result),
    callApi(VEHICLES_API.defaults, { query: { deliveryToSite: 'false' } }),
    callApi(VEHICLES_API.defaults, { query: { deliveryToSite: 'true' } }),
    callApi(CALENDAR_API.list).then((a) => asListResult(a).result),
    callApi(RULES_API.set),
  ]);
  const types = (appState.config?.palletTypes ?? []) as readonly { name: string }[];
  const configured = new Set(types.map((p) => p.name));
  return {
    rules,
    ctx: {
      config: importColumnsOf(rules),
      today: localToday(),
      calendar: calendar.map((c) => ({ date: c.date, workday: c.workday })),
      vehicles: vehicles.map(importVehicleFact),
      defaultVehicles: { road: road[0]?.vehicleId ?? null, site: site[0]?.vehicleId ?? null },
      palletTypes: IMPORT_PALLET_TYPES.filter((p) => configured.size === 0 || configured.has(p.name)),
    },
  };
}

const body = (rows: readonly ImportRowInput[]) => ({
  rows: rows.map((r) => ({ rowNumber: r.rowNumber, values: r.values })),
});

/** The server's checks (database, geocoding, factory) without saving. */
export const checkImportOnServer = (rows: readonly ImportRowInput[]) =>
  callApi(ORDER_IMPORT_API.check, { body: body(rows), query: { check: 'true' }, errorMode: 'silent' });

/** Saves every row or none; a 422 carries the rows' errors (ApiError.body). */
export const saveImport = (rows: readonly ImportRowInput[]) =>
  callApi(ORDER_IMPORT_API.save, { body: body(rows), errorMode: 'silent' });
