import type { EvaluateRequest } from '../../rules/evaluateRules.ts';
import type { RulesContextInput } from '../../rules/ruleFacts.schemas.ts';
import type { EntityResult } from '../../rules/ruleResults.ts';
import type { ImportCheckContext } from './checkImportRows.ts';
import type { ImportConfig, ImportRowField } from './importColumns.ts';
import type { ImportErrorCode } from './importMessages.ts';
import { addRowError, type ImportedOrderRow } from './importRow.ts';

/** Rows the capacity family can judge: pallets and gross weight are valid numbers. */
export const needsCapacityCheck = (row: ImportedOrderRow) =>
  row.parsed.palletsCount !== null && row.parsed.sumWeight !== null;

/** The importRow facts of the rules' capacity family (rules/base/capacity.json). */
export function capacityFactsOf(row: ImportedOrderRow): Record<string, unknown> {
  const p = row.parsed;
  return {
    customerName: p.customerName ?? '',
    deliveryDate: p.deliveryDate ?? '',
    palletsCount: p.palletsCount,
    palletType: p.palletType ?? '',
    sumWeight: p.sumWeight,
    vehicle: p.vehicle,
    deliveryToSite: p.deliveryToSite,
  };
}

/** The capacity-family request for the rows that need it (evaluate it in a rules host). */
export function capacityRequest(
  rows: readonly ImportedOrderRow[],
  ctx: ImportCheckContext,
  base: RulesContextInput,
): EvaluateRequest {
  return {
    entity: 'importRow',
    families: ['capacity'],
    rows: rows.map(capacityFactsOf),
    ctx: {
      ...base,
      today: ctx.today,
      calendar: [...ctx.calendar],
      vehicles: [...ctx.vehicles],
      palletTypes: [...ctx.palletTypes],
    },
  };
}

/** Error code of a capacity-family message: by rule name (capacity) or by the field it is on. */
function codeOf(field: string, rule: string): ImportErrorCode {
  if (rule.includes('capacity')) return 'CAPACITY';
  if (field === 'vehicle') return 'IS_NOT_VALID_VEHICLE';
  if (field === 'sumWeight') return 'IS_NOT_VALID_WEIGHT';
  return 'INVALID_VALUE';
}

/**
 * Adds the capacity family's messages to a row (fields with an error keep their first one). The
 * rules' 'mező helytelen adatot tartalmaz!' gets the column's header in front, like the column checks.
 */
export function applyCapacityResult(row: ImportedOrderRow, result: EntityResult, config: ImportConfig): void {
  for (const [field, m] of Object.entries(result.fields)) {
    const column = config.columns.find((c) => c.field === field);
    const message = column && m.message.startsWith('mező ') ? `A "${column.header}" ${m.message}` : m.message;
    addRowError(row, {
      type: codeOf(field, m.rule),
      message,
      field: (column?.field ?? null) as ImportRowField | null,
    });
  }
}
