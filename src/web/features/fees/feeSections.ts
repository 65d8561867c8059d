import { FEE_TABLE_NAMES } from '../../../core/fees/feeModel.ts';
import { FEES_API } from '../../../core/fees/fees.api.ts';
import type { FreightCostDoc, PalletFeeDoc, WaypointCostDoc } from '../../../core/fees/fees.schemas.ts';
import { feeFieldError } from '../../../core/fees/fees.schemas.ts';
import { asListResult, toListQuery } from '../../../core/list/listCall.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import {
  type ColumnOption,
  type GridAdapter,
  type GridColumn,
  VERSIONED_ROWS,
} from '../../grid/gridTypes.ts';
import { registerFieldValidator } from '../../grid/validateField.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { translate } from '../../i18n/i18n.ts';
import { callSave } from '../../masterData/masterDataAdapter.ts';
import {
  coerce,
  coerceChanges,
  type FormField,
  toGridRow,
  yesNoOptions,
} from '../../masterData/masterDataForm.ts';
import { palletTypeOptions } from '../../state/palletTypes.ts';

/** The three tables of /freight-fees, switched by fees.switchSection. */
export const FEE_SECTIONS = FEE_TABLE_NAMES;
export type FeeSection = (typeof FEE_SECTIONS)[number];

type Bools<T, K extends keyof T> = Omit<T, K> & { [P in K]: string };
export type RangeRow = Bools<FreightCostDoc, 'overRanges'>;
export type WaypointRow = WaypointCostDoc;
export type PalletRow = PalletFeeDoc;
export type FeeRow = RangeRow | WaypointRow | PalletRow;

const typeOptions = (): ColumnOption[] => [
  { value: 'fixed', label: translate('fees.typeFixed') },
  { value: 'perKm', label: translate('fees.typePerKm') },
];

/** Dialog fields per section; ranges: the text field first (it takes the focus), then the numbers. */
export const SECTION_FIELDS: Record<FeeSection, FormField[]> = {
  freightCosts: [
    { name: 'truckType', labelKey: 'fees.truckType', kind: 'text' },
    { name: 'startDistance', labelKey: 'fees.startDistance', kind: 'float' },
    { name: 'endDistance', labelKey: 'fees.endDistance', kind: 'float', min: -1 },
    { name: 'price', labelKey: 'fees.price', kind: 'float' },
    { name: 'type', labelKey: 'fees.type', kind: 'select', options: typeOptions },
    { name: 'overRanges', labelKey: 'fees.overRanges', kind: 'bool' },
  ],
  waypointCosts: [
    { name: 'truckType', labelKey: 'fees.truckType', kind: 'text' },
    { name: 'includedWaypoints', labelKey: 'fees.includedWaypoints', kind: 'integer' },
    { name: 'pricePerWaypoint', labelKey: 'fees.pricePerWaypoint', kind: 'float' },
  ],
  palletFees: [
    {
      name: 'palletType',
      labelKey: 'fees.palletType',
      kind: 'select',
      options: () => [{ value: '', label: translate('fees.anyType') }, ...palletTypeOptions()],
    },
    { name: 'pricePerPallet', labelKey: 'fees.pricePerPallet', kind: 'float' },
  ],
};

/** The contract of each section (list, create, update, remove; answers carry the row under `key`). */
export const SECTION_API = FEES_API;

/** Title keys per section: tab, new, edit, delete. */
export const SECTION_TEXT: Record<
  FeeSection,
  { tab: MessageKey; create: MessageKey; edit: MessageKey; remove: MessageKey }
> = {
  freightCosts: {
    tab: 'fees.sectionRanges',
    create: 'fees.newRange',
    edit: 'fees.editRange',
    remove: 'fees.deleteRange',
  },
  waypointCosts: {
    tab: 'fees.sectionWaypoints',
    create: 'fees.newWaypoint',
    edit: 'fees.editWaypoint',
    remove: 'fees.deleteWaypoint',
  },
  palletFees: {
    tab: 'fees.sectionPallets',
    create: 'fees.newPallet',
    edit: 'fees.editPallet',
    remove: 'fees.deletePallet',
  },
};

const km = (n: number) => (n === -1 ? '∞' : String(n));
/** How a row is named in titles and confirmations. */
export function rowLabel(section: FeeSection, row: FeeRow): string {
  if (section === 'freightCosts') {
    const r = row as RangeRow;
    return `${r.truckType ? `${r.truckType}: ` : ''}${r.startDistance}–${km(r.endDistance)} km`;
  }
  const type = section === 'waypointCosts' ? (row as WaypointRow).truckType : (row as PalletRow).palletType;
  return type ?? translate('fees.anyType');
}

/** Grid columns per section (every fee field edits in its cell too). */
export function sectionColumns(section: FeeSection): GridColumn<FeeRow>[] {
  const cols: Record<FeeSection, GridColumn<Record<string, unknown>>[]> = {
    freightCosts: [
      { field: 'startDistance', headerKey: 'fees.startDistance', width: 130, editable: true },
      { field: 'endDistance', headerKey: 'fees.endDistance', width: 170, editable: true },
      { field: 'price', headerKey: 'fees.price', width: 130, editable: true },
      { field: 'type', headerKey: 'fees.type', width: 170, editable: true, options: typeOptions() },
      {
        field: 'overRanges',
        headerKey: 'fees.overRanges',
        width: 230,
        editable: true,
        options: yesNoOptions(),
      },
      { field: 'truckType', headerKey: 'fees.truckType', flex: 1, editable: true },
    ],
    waypointCosts: [
      { field: 'truckType', headerKey: 'fees.truckType', width: 220, editable: true },
      { field: 'includedWaypoints', headerKey: 'fees.includedWaypoints', width: 200, editable: true },
      { field: 'pricePerWaypoint', headerKey: 'fees.pricePerWaypoint', flex: 1, editable: true },
    ],
    palletFees: [
      { field: 'palletType', headerKey: 'fees.palletType', width: 220, editable: true },
      { field: 'pricePerPallet', headerKey: 'fees.pricePerPallet', flex: 1, editable: true },
    ],
  };
  return cols[section] as unknown as GridColumn<FeeRow>[];
}

const kindOf = (section: FeeSection, field: string) =>
  SECTION_FIELDS[section].find((f) => f.name === field)?.kind;
/** A cell's value as the API wants it: numbers, booleans, and null for an empty type. */
export function toApiValue(section: FeeSection, field: string, value: unknown): unknown {
  const v = coerce(kindOf(section, field), value);
  return (field === 'truckType' || field === 'palletType') && v === '' ? null : v;
}
for (const section of FEE_SECTIONS) {
  registerFieldValidator(section, (field, value) => feeFieldError(field, toApiValue(section, field, value)));
}

/**
 * The grid adapter of a section for one factory ('default' = the default table). A saved range may
 * move its neighbour's boundary (the server answers `moved`): then `onMoved` reloads the grid.
 * Not a masterDataAdapter: cells send an empty type as null, and the batch reports `moved`.
 */
export function sectionAdapter(
  section: FeeSection,
  factory: string,
  onSaved: (moved: boolean) => void,
): GridAdapter<FeeRow> {
  const api = SECTION_API[section];
  return {
    entity: section,
    ...VERSIONED_ROWS,
    list: async (call, signal) => {
      const answer = await callApi(api.list, { query: { ...toListQuery(call), factoryId: factory }, signal });
      const page = asListResult<FreightCostDoc | WaypointCostDoc | PalletFeeDoc>(answer);
      return { ...page, result: page.result.map((r) => toGridRow(r) as FeeRow) };
    },
    saveBatch: async (items) => {
      const saved: FeeRow[] = [];
      let moved = false;
      for (const i of items) {
        const changes = Object.fromEntries(
          Object.entries(coerceChanges(SECTION_FIELDS[section], i.changes)).map(([f, v]) => [
            f,
            toApiValue(section, f, v),
          ]),
        );
        const res = await callSave<Record<string, unknown>>(api.update, i.id, { ...changes, __v: i.version });
        saved.push(toGridRow(res[api.key] as FeeRow));
        moved ||= Array.isArray(res.moved) && res.moved.length > 0;
      }
      onSaved(moved);
      return saved;
    },
  };
}
