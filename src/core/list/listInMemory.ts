import { ALL_ROWS, type ListCall, type ListResult } from '../list/listCall.schemas.ts';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * Applies a list call (filters, quick filter, sort, page) to rows already in memory: for the short
 * master-data lists (vehicles, transporters, fleet), where a few hundred rows at most exist.
 */
export function listInMemory<T extends object>(
  rows: readonly T[],
  call: ListCall,
  fields: readonly (keyof T & string)[],
): ListResult<T> {
  const known = new Set<string>(fields);
  const value = (row: T, field: string) => text((row as Record<string, unknown>)[field]);
  let out = rows.filter((row) =>
    Object.entries(call.filter).every(([field, f]) => {
      if (!known.has(field)) return true;
      const v = value(row, field);
      if (f.type === 'contains') return v.toLowerCase().includes(f.value.toLowerCase());
      if (f.type === 'equals') return v === f.value;
      if (f.type === 'in') return f.values.length === 0 || f.values.includes(v);
      return v === '';
    }),
  );
  const q = call.quickFilter?.trim().toLowerCase();
  if (q) out = out.filter((row) => fields.some((f) => value(row, f).toLowerCase().includes(q)));
  const sorts = call.sort.filter((s) => known.has(s.field));
  if (sorts.length > 0) {
    out = [...out].sort((a, b) => {
      for (const s of sorts) {
        const av = (a as Record<string, unknown>)[s.field];
        const bv = (b as Record<string, unknown>)[s.field];
        const c =
          typeof av === 'number' && typeof bv === 'number'
            ? av - bv
            : text(av).localeCompare(text(bv), 'hu', { sensitivity: 'base' });
        if (c !== 0) return s.dir === 'asc' ? c : -c;
      }
      return 0;
    });
  }
  const { page, size } = call.pagination;
  const result = size === ALL_ROWS ? out : out.slice(page * size, page * size + size);
  return { result, filteredCount: out.length, totalCount: rows.length };
}
