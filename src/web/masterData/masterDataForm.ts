import type { QueryParams } from '../../core/api/query.ts';
import { type ListCall, type ListResult, toListQuery } from '../../core/list/listCall.schemas.ts';
import { parseNumberEntry } from '../../core/validation/parseInput.ts';
import { apiRequest } from '../api/http.ts';
import type { ColumnOption, GridColumn } from '../grid/gridTypes.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { translate } from '../i18n/i18n.ts';

/** One field of a master-data dialog (vehicles, transporters, fleet). */
export interface FormField {
  name: string;
  labelKey: MessageKey;
  kind: 'text' | 'integer' | 'float' | 'bool' | 'select';
  options?: () => readonly ColumnOption[];
  /** Only when creating (a key field). */
  createOnly?: boolean;
  /** Lowest number a numeric field accepts while typing (below 0 lets a minus be typed). */
  min?: number;
}

/** A field of `formFields`: its kind, or its kind with its own label key, options or limits. */
export type FieldSpec =
  | FormField['kind']
  | (Omit<FormField, 'name' | 'labelKey'> & { labelKey?: MessageKey });

/** The specs whose default label `<area>.<name>` is no locale key must name their own. */
type Labelled<A extends string, F> = {
  [K in keyof F]: `${A}.${K & string}` extends MessageKey ? FieldSpec : { labelKey: MessageKey } & FieldSpec;
};

/**
 * An area's dialog fields in order, as a table of name → kind: a field's label is the area's text
 * `<area>.<name>` unless the field names its own `labelKey` (a missing text fails to compile).
 */
export function formFields<const A extends string, const F extends Record<string, FieldSpec>>(
  area: A,
  fields: F & Labelled<A, F>,
): FormField[] {
  return Object.entries(fields as Record<string, FieldSpec>).map(([name, spec]) => {
    // The type above checked that `<area>.<name>` is a key wherever the spec names none.
    const labelKey = `${area}.${name}` as MessageKey;
    return typeof spec === 'string' ? { name, labelKey, kind: spec } : { name, labelKey, ...spec };
  });
}

/** The fields with the option lists of their select fields by name (lists loaded by the screen). */
export function withOptions(
  fields: readonly FormField[],
  options: Readonly<Record<string, readonly ColumnOption[]>>,
): FormField[] {
  return fields.map((f) => {
    const list = options[f.name];
    return list ? { ...f, options: () => list } : f;
  });
}

/** Grid cells and selects carry booleans as 'true'/'false' so they edit like any option. */
export const yesNoOptions = (): ColumnOption[] => [
  { value: 'true', label: translate('masterData.yes') },
  { value: 'false', label: translate('masterData.no') },
];

/** How `fieldColumns` lays out one column: its width or flex and anything else it needs. */
export type ColumnLayout<T> = Omit<Partial<GridColumn<T>>, 'field'>;

/**
 * The grid's columns, in the layout's order, from the dialog's fields: a field's column has the
 * field's label as its header, is editable unless the layout says otherwise and offers Igen/Nem for
 * a yes/no field. A column that is no field (a name read alongside) names its `headerKey` and is
 * read-only.
 */
export function fieldColumns<T>(
  fields: readonly FormField[],
  layout: { [K in keyof T & string]?: ColumnLayout<T> },
): GridColumn<T>[] {
  const byName = new Map(fields.map((f) => [f.name, f]));
  return Object.entries(layout).map(([name, own]) => {
    const field = byName.get(name);
    const headerKey = (own as ColumnLayout<T>).headerKey ?? field?.labelKey;
    if (!headerKey) throw new Error(`column ${name}: no field and no headerKey`);
    return {
      field: name as keyof T & string,
      headerKey,
      ...(field && { editable: true }),
      ...(field?.kind === 'bool' && { options: yesNoOptions() }),
      ...(own as ColumnLayout<T>),
    };
  });
}

type BoolAsText<V> = V extends boolean ? 'true' | 'false' : V;

/** A record's grid row type: its yes/no fields as 'true'/'false', everything else as stored. */
export type GridRowOf<T> = { [K in keyof T]: BoolAsText<T[K]> };

/** A stored record as a grid row: booleans become 'true'/'false'. */
export function toGridRow<T extends object>(record: T): GridRowOf<T> {
  return Object.fromEntries(
    Object.entries(record).map(([k, v]) => [k, typeof v === 'boolean' ? String(v) : v]),
  ) as GridRowOf<T>;
}

/** A typed value back from a cell, select or paste, by the field's kind. */
export function coerce(kind: FormField['kind'] | undefined, value: unknown): unknown {
  if (kind === 'bool') return value === true || value === 'true';
  if (kind === 'integer' || kind === 'float') {
    if (value === '' || value === null || value === undefined) return null;
    // Core's one parser: a wrong entry stays as typed (and is refused by the schema), never changed.
    const parsed = parseNumberEntry(value, { min: Number.NEGATIVE_INFINITY });
    return parsed.ok ? parsed.value : value;
  }
  if (typeof value === 'string') return value.trim() === '' && kind === 'text' ? '' : value;
  return value;
}

/** Every field of changes coerced to its type. */
export function coerceChanges(fields: readonly FormField[], changes: Record<string, unknown>) {
  const kinds = new Map(fields.map((f) => [f.name, f.kind]));
  return Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, coerce(kinds.get(k), v)]));
}

/**
 * The list call of a master-data grid: GET `path` with the list contract, each record as a grid row.
 * @deprecated Areas on masterDataAdapter list through their contract; this stays only until sites,
 * products and fees move onto the adapter (it trusts the caller's row type, hence its cast).
 */
export function listFrom<T extends object, R = T>(
  path: string,
  toRow: (record: T) => R = (record) => toGridRow(record) as unknown as R,
  extraQuery: QueryParams = {},
): (call: ListCall, signal: AbortSignal) => Promise<ListResult<R>> {
  return async (call, signal) => {
    const res = await apiRequest<ListResult<T>>('GET', path, {
      query: { ...toListQuery(call), ...extraQuery },
      signal,
    });
    return { ...res, result: res.result.map(toRow) };
  };
}
