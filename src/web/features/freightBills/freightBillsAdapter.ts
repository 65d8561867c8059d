import { FREIGHT_BILLS_API } from '../../../core/freightBills/freightBills.api.ts';
import type { FreightBillRow } from '../../../core/freightBills/freightBills.schemas.ts';
import { billFieldError } from '../../../core/freightBills/freightBills.schemas.ts';
import { type ListCall, type ListResult, toListQuery } from '../../../core/list/listCall.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import { type GridAdapter, VERSIONED_ROWS } from '../../grid/gridTypes.ts';
import { registerFieldValidator } from '../../grid/validateField.ts';

// Cells are checked with the schema the server validates the same fields with.
registerFieldValidator('freightBills', (field, value) => billFieldError(field, value));

/** The filters above the grid, read at every list call. */
export interface FreightBillFilters {
  /** Bill status ('' = all). */
  status: string;
  transporterId: string;
  from: string | null;
  to: string | null;
  costCentre: string;
  /** `?freightId=` numbers the list is narrowed to. */
  freightIds: readonly string[];
  /** Price audit: only the bills whose difference is beyond the factory's tolerance. */
  onlyDifferences?: boolean;
}

/** The adapter of /freight-bills: GET /api/freight-bill, cells saved with PATCH /bulk in one transaction. */
export function freightBillsAdapter(filters: () => FreightBillFilters): GridAdapter<FreightBillRow> {
  return {
    entity: 'freightBills',
    ...VERSIONED_ROWS,
    rowEditable: (r) => r.billStatus !== 'billed',
    list: (call: ListCall, signal: AbortSignal): Promise<ListResult<FreightBillRow>> => {
      const f = filters();
      const filter = { ...call.filter };
      if (f.transporterId) filter.transporterId = { type: 'equals', value: f.transporterId };
      if (f.costCentre.trim()) filter.costCentre = { type: 'contains', value: f.costCentre.trim() };
      if (f.freightIds.length > 0) filter.freightId = { type: 'in', values: [...f.freightIds] };
      return callApi(FREIGHT_BILLS_API.list, {
        query: {
          ...toListQuery({ ...call, filter, ...(f.status && { statuses: [f.status] }) }),
          ...(f.from && { from: f.from }),
          ...(f.to && { to: f.to }),
          ...(f.onlyDifferences && { differences: 'true' as const }),
        },
        signal,
      });
    },
    saveBatch: async (items) => {
      const res = await callApi(FREIGHT_BILLS_API.bulk, {
        body: { items: items.map((i) => ({ id: i.id, __v: i.version, changes: i.changes })) },
        errorMode: 'silent',
      });
      return res.bills;
    },
  };
}

export const fetchBillStatuses = (signal?: AbortSignal) =>
  callApi(FREIGHT_BILLS_API.statuses, { signal, errorMode: 'silent' });
