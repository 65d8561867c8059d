import { type AnyEndpoint, apiPath, type ResponseOf } from '../../core/api/endpoint.ts';
import type { QueryParams } from '../../core/api/query.ts';
import { asListResult, type ListOrAll, toListQuery } from '../../core/list/listCall.schemas.ts';
import type { RulesContextInput } from '../../core/rules/ruleFacts.schemas.ts';
import type { RuleEntity } from '../../core/rules/ruleFile.schemas.ts';
import { apiRequest } from '../api/http.ts';
import { type GridAdapter, VERSIONED_ROWS } from '../grid/gridTypes.ts';
import { registerFieldValidator } from '../grid/validateField.ts';
import { coerce, coerceChanges, type FormField, type GridRowOf, toGridRow } from './masterDataForm.ts';
import { rulesRowCheck } from './masterDataRules.ts';

/** A stored master-data record: an id and the version it was read at. */
export interface MasterRecord {
  id: string;
  __v: number;
}

/**
 * The endpoints of an area's contract (`core/<area>/<area>.api.ts`) the kit uses, by name: `list`
 * (answers every record or the list contract), and where the area has them `bulk` (the grid's
 * batch), `create`, `update` (id in the path `:id` or in the body) and `remove` (`:id`).
 */
export interface MasterDataApi {
  list: AnyEndpoint;
  bulk?: AnyEndpoint;
  create?: AnyEndpoint;
  update?: AnyEndpoint;
  remove?: AnyEndpoint;
}

/** The record type of a contract: what its list endpoint answers rows of. */
export type RecordOf<A extends MasterDataApi> =
  ResponseOf<A['list']> extends ListOrAll<infer T extends MasterRecord> ? T : never;

/** How the saved rows are read from a batch answer: from the bulk answer, else one update per row. */
type SavedRows<A extends MasterDataApi> = A extends { bulk: AnyEndpoint }
  ? { bulkRows(answer: ResponseOf<A['bulk']>): readonly RecordOf<A>[] }
  : A extends { update: AnyEndpoint }
    ? { savedRow(answer: ResponseOf<A['update']>): RecordOf<A> }
    : Record<never, never>;

interface AdapterOptions<A extends MasterDataApi> {
  /** The grid's entity (field validation, saved views, cancel key). */
  entity: string;
  api: A;
  /** The form fields in order; their kinds type the values of cells, pastes and the dialog. */
  fields: readonly FormField[];
  /** Fixed query parameters of the list call (e.g. vehicles' `includeInactives`). */
  listQuery?: QueryParams;
  /**
   * The message for one field's typed value with the whole (typed) row or form, or null; the same
   * schema the server applies. Registered for the grid's cells and used by the dialog.
   */
  validate?(field: string, value: unknown, row: Record<string, unknown>): string | null;
  /**
   * The rule entity whose rules check the area's values (rules/base/masterData.json …): the grid's
   * batches and the dialog's form are checked in the rules worker before anything is sent.
   */
  rules?: RuleEntity;
  /** What the area's save path adds to the rules' context (a product's pallet types), read at each check. */
  rulesCtx?: () => RulesContextInput;
  /** The saved records of a bulk answer (areas with a `bulk` endpoint). */
  bulkRows?(answer: ResponseOf<A['bulk']>): readonly RecordOf<A>[];
  /** The saved record of an update answer (areas that save a batch row by row). */
  savedRow?(answer: ResponseOf<A['update']>): RecordOf<A>;
}

/** What an area gives the kit: its entity name, contract, dialog fields, field check and where its answers hold the saved rows. */
export type MasterDataAdapterOptions<A extends MasterDataApi> = AdapterOptions<A> & SavedRows<A>;

type Form = Record<string, unknown>;

/** A GridAdapter of a master-data area, with the dialog's saves and the delete through the same contract. */
export interface MasterDataAdapter<R> extends GridAdapter<R> {
  fields: readonly FormField[];
  validate(field: string, value: unknown, form: Form): string | null;
  rules?: RuleEntity;
  rulesCtx?: () => RulesContextInput;
  create?(values: Form): Promise<unknown>;
  update?(id: string, changes: Form): Promise<unknown>;
  remove?(id: string): Promise<unknown>;
}

/**
 * Calls a save endpoint of a contract with a form's values (errors are the dialog's to show): the
 * record's id goes into the path when the path has `:id`, else into the body; null creates.
 */
export function callSave<T>(e: AnyEndpoint, id: string | null, body: Form): Promise<T> {
  const inPath = e.path.includes(':id');
  const path = apiPath(e, inPath && id !== null ? { id } : undefined);
  return apiRequest<T>(e.method, path, {
    body: inPath || id === null ? body : { id, ...body },
    errorMode: 'silent',
  });
}

/**
 * Builds a master-data area's GridAdapter from its contract and fields: the list call (each record as
 * a grid row, booleans as 'true'/'false'), the batch (one bulk call, or one update per row where the
 * area has no bulk endpoint), typed values from cells and pastes, the field validator, and the
 * dialog's create/update and the delete.
 */
export function masterDataAdapter<A extends MasterDataApi>(
  areaOptions: MasterDataAdapterOptions<A>,
): MasterDataAdapter<GridRowOf<RecordOf<A>>> {
  type Row = GridRowOf<RecordOf<A>>;
  const options: AdapterOptions<A> = areaOptions;
  const { entity, api, fields, listQuery = {}, bulkRows, savedRow } = options;
  const kinds = new Map(fields.map((f) => [f.name, f.kind]));
  const check = options.validate ?? (() => null);
  registerFieldValidator(entity, (field, value, row) =>
    check(field, coerce(kinds.get(field), value), coerceChanges(fields, (row ?? {}) as Form)),
  );
  const toRow = (record: RecordOf<A>): Row => toGridRow(record);
  const { bulk, create, update, remove } = api;

  const saveBatch: GridAdapter<Row>['saveBatch'] = async (items) => {
    if (bulk && bulkRows) {
      const answer = await apiRequest<ResponseOf<A['bulk']>>(bulk.method, apiPath(bulk), {
        body: {
          items: items.map((i) => ({ id: i.id, __v: i.version, changes: coerceChanges(fields, i.changes) })),
        },
        errorMode: 'silent',
      });
      return bulkRows(answer).map(toRow);
    }
    if (!update || !savedRow) throw new Error(`${entity}: no bulk or update endpoint`);
    // Without a bulk endpoint the rows are saved one after another (each at its version).
    const saved: Row[] = [];
    for (const i of items) {
      const body = { ...coerceChanges(fields, i.changes), __v: i.version };
      saved.push(toRow(savedRow(await callSave<ResponseOf<A['update']>>(update, i.id, body))));
    }
    return saved;
  };

  return {
    entity,
    fields,
    ...VERSIONED_ROWS,
    list: async (call, signal) => {
      const answer = await apiRequest<ListOrAll<RecordOf<A>>>(api.list.method, apiPath(api.list), {
        query: { ...toListQuery(call), ...listQuery },
        signal,
      });
      const page = asListResult<RecordOf<A>>(answer);
      return { ...page, result: page.result.map(toRow) };
    },
    saveBatch,
    validate: (field, value, form) => check(field, value, form),
    ...(options.rules && {
      rules: options.rules,
      check: rulesRowCheck<Row>(options.rules, fields, options.rulesCtx),
    }),
    ...(options.rulesCtx && { rulesCtx: options.rulesCtx }),
    ...(create && { create: (values: Form) => callSave(create, null, values) }),
    ...(update && { update: (id: string, changes: Form) => callSave(update, id, changes) }),
    ...(remove && {
      remove: (id: string) => apiRequest(remove.method, apiPath(remove, { id }), { errorMode: 'silent' }),
    }),
  };
}
