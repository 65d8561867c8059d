import type { ColumnFilter, ListCall, SortItem } from '../../core/list/listCall.schemas.ts';
import { foldText } from '../commands/paletteSearch.ts';
import type { ColumnOption } from './gridTypes.ts';

/** AG Grid's text filter model of one column (the parts we use). */
export interface TextFilterModel {
  filterType?: string;
  type?: string | null;
  filter?: string | number | null;
}

/** A column's typed filter as stored in the view preference (the text as the user typed it). */
export function fromTextFilter(model: TextFilterModel): ColumnFilter | null {
  if (model.type === 'blank') return { type: 'blank' };
  const value = model.filter === null || model.filter === undefined ? '' : String(model.filter);
  if (value === '') return null;
  return model.type === 'equals' ? { type: 'equals', value } : { type: 'contains', value };
}

/** Back to AG Grid's filter model when a saved view is restored. */
export function toTextFilter(filter: ColumnFilter): TextFilterModel | null {
  if (filter.type === 'blank') return { filterType: 'text', type: 'blank' };
  if (filter.type === 'in') return null;
  return { filterType: 'text', type: filter.type, filter: filter.value };
}

/**
 * The list call of a block request: rows [start, end) → page/size, sort and filters; a column
 * with options filters by the values whose label matches the typed text (the server knows values).
 */
export function toListCall(input: {
  startRow: number;
  endRow: number;
  sortModel: readonly { colId: string; sort: 'asc' | 'desc' }[];
  filters: Record<string, ColumnFilter>;
  quickFilter: string;
  options: Record<string, readonly ColumnOption[] | undefined>;
}): ListCall {
  const size = Math.max(1, input.endRow - input.startRow);
  const sort: SortItem[] = input.sortModel.map((s) => ({ field: s.colId, dir: s.sort }));
  const filter: Record<string, ColumnFilter> = {};
  for (const [field, f] of Object.entries(input.filters)) {
    const options = input.options[field];
    if (options && (f.type === 'contains' || f.type === 'equals')) {
      const text = foldText(f.value);
      const values = options
        .filter((o) => (f.type === 'equals' ? foldText(o.label) === text : foldText(o.label).includes(text)))
        .map((o) => o.value);
      filter[field] = { type: 'in', values: values.length > 0 ? values : ['\u0000'] };
    } else filter[field] = f;
  }
  return {
    pagination: { page: Math.floor(input.startRow / size), size },
    sort,
    filter,
    ...(input.quickFilter.trim() && { quickFilter: input.quickFilter.trim() }),
  };
}
