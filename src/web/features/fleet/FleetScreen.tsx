import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { type FleetVehicle, fleetFieldError } from '../../../core/fleet/fleet.schemas.ts';
import { type ListCall, type ListResult, toListQuery } from '../../../core/list/listCall.schemas.ts';
import { inGroup } from '../../../core/permissions/roles.ts';
import type { Transporter } from '../../../core/transporters/transporters.schemas.ts';
import type { Vehicle } from '../../../core/vehicles/vehicles.schemas.ts';
import { apiRequest } from '../../api/http.ts';
import type { BatchItem, ColumnOption, GridAdapter, GridColumn } from '../../grid/gridTypes.ts';
import { registerFieldValidator } from '../../grid/validateField.ts';
import { translate } from '../../i18n/i18n.ts';
import { MasterDataScreen } from '../../masterData/MasterDataScreen.tsx';
import { MASTER_DATA_COMMANDS } from '../../masterData/masterDataCommands.ts';
import type { FormField } from '../../masterData/masterDataForm.ts';
import { useAccess } from '../../shell/useAccess.ts';
import { sessionState } from '../../state/sessionState.ts';

type FleetRow = FleetVehicle;

registerFieldValidator('fleet', (field, value) => fleetFieldError(field, value));

const adapter: GridAdapter<FleetRow> = {
  entity: 'fleet',
  rowId: (r) => r.id,
  version: (r) => r.__v,
  list: (call: ListCall, signal: AbortSignal) =>
    apiRequest<ListResult<FleetRow>>('GET', '/api/fleet', { query: toListQuery(call), signal }),
  saveBatch: async (items: BatchItem[]) => {
    const res = await apiRequest<{ fleet: FleetRow[] }>('PATCH', '/api/fleet/bulk', {
      body: { items: items.map((i) => ({ id: i.id, __v: i.version, changes: i.changes })) },
      errorMode: 'silent',
    });
    return res.fleet;
  },
};

/**
 * /fleet: the fleet per transporter. Staff see every transporter's vehicles; a transporter's own
 * users see theirs only (the server decides) and their manager edits them.
 */
export function FleetScreen() {
  const access = useAccess();
  const session = useSnapshot(sessionState);
  const transporterUser = inGroup(access.role, 'transporterRoles');
  const canEdit = access.abilities.has('canEdit') || access.role === 'transporter_manager';
  const ownTransporter = session.user?.transporter ?? null;
  const [truckTypes, setTruckTypes] = useState<ColumnOption[]>([]);
  const [transporters, setTransporters] = useState<ColumnOption[]>([]);
  // The grid mounts once, after both option lists arrived: remounting it later (when a list came
  // in) would drop a dialog the user had already opened.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const types = apiRequest<Vehicle[]>('GET', '/api/vehicles/active', { errorMode: 'silent' })
      .then((vs) => setTruckTypes(vs.map((v) => ({ value: v.vehicleId, label: v.vehicleId }))))
      .catch(() => undefined);
    const owners = transporterUser
      ? Promise.resolve()
      : apiRequest<Transporter[]>('GET', '/api/transporters', { errorMode: 'silent' })
          .then((ts) =>
            setTransporters(ts.map((t) => ({ value: t.id, label: `${t.shortName} – ${t.companyName}` }))),
          )
          .catch(() => undefined);
    void Promise.all([types, owners]).then(() => setReady(true));
  }, [transporterUser]);
  const fields = useMemo<FormField[]>(
    () => [
      ...(transporterUser
        ? []
        : [
            {
              name: 'transporterId',
              labelKey: 'fleet.transporter',
              kind: 'select',
              options: () => transporters,
            } satisfies FormField,
          ]),
      { name: 'truckType', labelKey: 'fleet.truckType', kind: 'select', options: () => truckTypes },
      { name: 'truckLicensePlateNumber', labelKey: 'fleet.plate', kind: 'text' },
      { name: 'contact', labelKey: 'fleet.contact', kind: 'text' },
    ],
    [transporterUser, transporters, truckTypes],
  );
  const columns = useMemo<GridColumn<FleetRow>[]>(
    () => [
      { field: 'transporterName', headerKey: 'fleet.transporter', width: 180 },
      { field: 'truckType', headerKey: 'fleet.truckType', width: 150, editable: true, options: truckTypes },
      { field: 'truckLicensePlateNumber', headerKey: 'fleet.plate', width: 170, editable: true },
      { field: 'contact', headerKey: 'fleet.contact', flex: 1, editable: true },
    ],
    [truckTypes],
  );
  if (!ready) return null;
  return (
    <MasterDataScreen<FleetRow>
      viewId="fleet"
      title={translate('fleet.title')}
      adapter={adapter}
      columns={columns}
      canEdit={canEdit}
      commands={MASTER_DATA_COMMANDS}
      rowLabel={(r) => r.truckLicensePlateNumber}
      dialog={{
        testId: 'fleet-dialog',
        newTitle: translate('fleet.newTitle'),
        editTitle: (r) => translate('fleet.editTitle', { name: r.truckLicensePlateNumber }),
        fields,
        initial: {
          transporterId: transporterUser ? ownTransporter : (transporters[0]?.value ?? ''),
          truckType: truckTypes[0]?.value ?? '',
        },
        validate: (field, value) => fleetFieldError(field, value),
        create: (values) =>
          apiRequest('POST', '/api/fleet', {
            body: { ...values, ...(transporterUser && { transporterId: ownTransporter }) },
            errorMode: 'silent',
          }),
        update: (id, changes) =>
          apiRequest('PUT', '/api/fleet', { body: { id, ...changes }, errorMode: 'silent' }),
      }}
      remove={{
        title: translate('fleet.deleteTitle'),
        text: (rows) =>
          translate('masterData.deleteText', {
            names: rows.map((r) => r.truckLicensePlateNumber).join(', '),
          }),
        run: (r) => apiRequest('DELETE', `/api/fleet/${encodeURIComponent(r.id)}`, { errorMode: 'silent' }),
      }}
    />
  );
}
