import { useMemo } from 'react';
import { CAPACITY_ESTIMATES_API } from '../../../core/capacityEstimates/capacityEstimates.api.ts';
import {
  type CapacityEstimate,
  type CapacityVehicle,
  parseVehiclesText,
  TRUCK_TYPE_ONCE,
  vehiclesText,
} from '../../../core/capacityEstimates/capacityEstimates.schemas.ts';
import {
  asListResult,
  type ListCall,
  type ListResult,
  toListQuery,
} from '../../../core/list/listCall.schemas.ts';
import { canEditCapacityEstimates, isTransporterUser } from '../../../core/permissions/actions.ts';
import { callApi } from '../../api/callApi.ts';
import { type GridAdapter, VERSIONED_ROWS } from '../../grid/gridTypes.ts';
import { formatDate, parseDisplayDate, toInternalDate } from '../../i18n/format.ts';
import { translate } from '../../i18n/i18n.ts';
import { MasterDataScreen } from '../../masterData/MasterDataScreen.tsx';
import { fieldColumns, formFields, withOptions, yesNoOptions } from '../../masterData/masterDataForm.ts';
import { useTransporterOptions } from '../../masterData/useTransporterOptions.ts';
import { useAccess } from '../../shell/useAccess.ts';

/** A grid row: the estimate with its day as shown and its trucks as text ("T24L: 3, D22S: 2"). */
interface CapacityRow {
  id: string;
  __v: number;
  transporterId: string;
  transporterName: string;
  date: string;
  returning: string;
  vehiclesText: string;
  total: number;
  comment: string;
}

const toRow = (e: CapacityEstimate): CapacityRow => ({
  id: e.id,
  __v: e.__v,
  transporterId: e.transporterId,
  transporterName: e.transporterName,
  date: formatDate(e.date),
  returning: String(e.returning),
  vehiclesText: vehiclesText(e.vehicles),
  total: e.vehicles.reduce((n, v) => n + v.quantity, 0),
  comment: e.comment,
});

const FIELDS = formFields('capacityEstimates', {
  transporterId: { kind: 'select', labelKey: 'capacityEstimates.transporter' },
  date: 'text',
  returning: 'bool',
  vehiclesText: { kind: 'text', labelKey: 'capacityEstimates.vehicles' },
  comment: 'text',
});

/** The day typed as YYYY.MM.DD (or YYYY-MM-DD) → YYYY-MM-DD, else null. */
const dayOf = (value: unknown): string | null => {
  const text = String(value ?? '').trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  return parseDisplayDate(text);
};

function validate(field: string, value: unknown): string | null {
  if (field === 'date') return dayOf(value) ? null : translate('capacityEstimates.badDate');
  if (field === 'vehiclesText') {
    const list = parseVehiclesText(String(value ?? ''));
    if (!list || list.length === 0) return translate('capacityEstimates.badVehicles');
    const types = list.map((v) => v.truckType);
    return new Set(types).size === types.length ? null : TRUCK_TYPE_ONCE;
  }
  return null;
}

/** The form's values as the API takes them (only those present: an update sends the changed ones). */
/** The changed fields of a form or grid row as the API takes them (a bad date is sent as '' and refused there). */
function toBody(values: Record<string, unknown>): {
  date?: string;
  returning?: boolean;
  vehicles?: CapacityVehicle[];
  comment?: string;
} {
  return {
    ...('date' in values && { date: dayOf(values.date) ?? '' }),
    ...('returning' in values && { returning: values.returning === true || values.returning === 'true' }),
    ...('vehiclesText' in values && { vehicles: parseVehiclesText(String(values.vehiclesText ?? '')) ?? [] }),
    ...('comment' in values && { comment: String(values.comment ?? '') }),
  };
}

const adapter: GridAdapter<CapacityRow> = {
  entity: 'capacityEstimates',
  liveEntity: 'capacityEstimates',
  ...VERSIONED_ROWS,
  list: async (call: ListCall, signal: AbortSignal): Promise<ListResult<CapacityRow>> => {
    const res = asListResult(
      await callApi(CAPACITY_ESTIMATES_API.list, { query: toListQuery(call), signal }),
    );
    return { ...res, result: res.result.map(toRow) };
  },
  saveBatch: async (items) => {
    const saved: CapacityRow[] = [];
    for (const item of items) {
      const res = await callApi(CAPACITY_ESTIMATES_API.update, {
        body: { id: item.id, __v: item.version, ...toBody(item.changes) },
      });
      saved.push(toRow(res.capacityEstimate));
    }
    return saved;
  },
};

/**
 * /capacity-estimate: how many trucks of each type transporters offer per day (and returning). A
 * transporter's users see their own, their manager adds, edits and deletes them; planners see every
 * transporter's. The trucks are typed as "T24L: 3, D22S: 2"; each type once (business.md §5);
 * a delete asks Igen/Nem.
 */
export function CapacityEstimatesScreen() {
  const access = useAccess();
  const transporterUser = isTransporterUser(access.role);
  const canEdit = canEditCapacityEstimates(access.role);
  const options = useTransporterOptions(transporterUser, true);
  const transporters = options ?? [];
  const fields = useMemo(
    () =>
      withOptions(
        FIELDS.filter((f) => !(transporterUser && f.name === 'transporterId')),
        { transporterId: transporters, returning: yesNoOptions() },
      ),
    [transporterUser, transporters],
  );
  const columns = useMemo(
    () =>
      fieldColumns<CapacityRow>(FIELDS, {
        ...(!transporterUser && {
          transporterName: { headerKey: 'capacityEstimates.transporter', width: 200 },
        }),
        date: { width: 120 },
        returning: { width: 110 },
        vehiclesText: { width: 260 },
        total: { headerKey: 'capacityEstimates.total', width: 110, filterable: false },
        comment: { flex: 1 },
      }),
    [transporterUser],
  );
  if (options === null) return null;
  return (
    <MasterDataScreen
      route="/capacity-estimate"
      texts="capacityEstimates"
      adapter={adapter}
      columns={columns}
      canEdit={canEdit}
      rowLabel={(r) => `${r.transporterName} ${r.date}`}
      dialog={{
        testId: 'capacity-dialog',
        fields,
        validate,
        initial: {
          transporterId: transporters[0]?.value ?? '',
          date: formatDate(toInternalDate(new Date(Date.now() + 86_400_000))),
          returning: false,
          vehiclesText: '',
          comment: '',
        },
        create: (values) =>
          callApi(CAPACITY_ESTIMATES_API.create, {
            body: {
              date: '',
              vehicles: [],
              ...toBody(values),
              ...(!transporterUser && { transporterId: String(values.transporterId ?? '') }),
            },
            errorMode: 'silent',
          }),
        update: (id, changes) =>
          callApi(CAPACITY_ESTIMATES_API.update, {
            body: { id, __v: Number(changes.__v), ...toBody(changes) },
            errorMode: 'silent',
          }).then((res) => ({ ...res, capacityEstimate: toRow(res.capacityEstimate) })),
      }}
      remove={{
        text: (rows) =>
          translate('capacityEstimates.deleteText', {
            names: rows.map((r) => `${r.transporterName} ${r.date}`).join(', '),
          }),
        run: (row) =>
          callApi(CAPACITY_ESTIMATES_API.remove, {
            params: { id: row.id },
            query: { __v: row.__v },
            errorMode: 'silent',
          }),
      }}
    />
  );
}
