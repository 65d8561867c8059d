import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { FLEET_API } from '../../../core/fleet/fleet.api.ts';
import type { FleetVehicle } from '../../../core/fleet/fleet.schemas.ts';
import { asListResult } from '../../../core/list/listCall.schemas.ts';
import { canEditFleet, isTransporterUser } from '../../../core/permissions/actions.ts';
import { TRANSPORTERS_API } from '../../../core/transporters/transporters.api.ts';
import { VEHICLES_API } from '../../../core/vehicles/vehicles.api.ts';
import { callApi } from '../../api/callApi.ts';
import type { ColumnOption, GridColumn } from '../../grid/gridTypes.ts';
import { translate } from '../../i18n/i18n.ts';
import { MasterDataScreen } from '../../masterData/MasterDataScreen.tsx';
import { callSave, masterDataAdapter } from '../../masterData/masterDataAdapter.ts';
import { MASTER_DATA_COMMANDS } from '../../masterData/masterDataCommands.ts';
import { type FormField, withOptions } from '../../masterData/masterDataForm.ts';
import { screenTitleKey } from '../../shell/screenTitle.ts';
import { useAccess } from '../../shell/useAccess.ts';
import { sessionState } from '../../state/sessionState.ts';

const FIELDS: FormField[] = [
  { name: 'transporterId', labelKey: 'fleet.transporter', kind: 'select' },
  { name: 'truckType', labelKey: 'fleet.truckType', kind: 'select' },
  { name: 'truckLicensePlateNumber', labelKey: 'fleet.plate', kind: 'text' },
  { name: 'contact', labelKey: 'fleet.contact', kind: 'text' },
];

const adapter = masterDataAdapter({
  entity: 'fleet',
  api: FLEET_API,
  fields: FIELDS,
  rules: 'fleet',
  bulkRows: (answer) => answer.fleet,
});

/**
 * /fleet: the fleet per transporter. Staff see every transporter's vehicles; a transporter's own
 * users see theirs only (the server decides) and their manager edits them.
 */
export function FleetScreen() {
  const access = useAccess();
  const session = useSnapshot(sessionState);
  const transporterUser = isTransporterUser(access.role);
  const canEdit = canEditFleet(access.role);
  const ownTransporter = session.user?.transporter ?? null;
  const [truckTypes, setTruckTypes] = useState<ColumnOption[]>([]);
  const [transporters, setTransporters] = useState<ColumnOption[]>([]);
  // The grid mounts once, after both option lists arrived: remounting it later (when a list came
  // in) would drop a dialog the user had already opened.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const types = callApi(VEHICLES_API.active, { errorMode: 'silent' })
      .then((vs) => setTruckTypes(vs.map((v) => ({ value: v.vehicleId, label: v.vehicleId }))))
      .catch(() => undefined);
    const owners = transporterUser
      ? Promise.resolve()
      : callApi(TRANSPORTERS_API.list, { errorMode: 'silent' })
          .then((ts) =>
            setTransporters(
              asListResult(ts).result.map((t) => ({
                value: t.id,
                label: `${t.shortName} – ${t.companyName}`,
              })),
            ),
          )
          .catch(() => undefined);
    void Promise.all([types, owners]).then(() => setReady(true));
  }, [transporterUser]);
  // A transporter's users add to their own fleet only: no transporter to pick.
  const fields = useMemo(
    () =>
      withOptions(
        FIELDS.filter((f) => !(transporterUser && f.name === 'transporterId')),
        { transporterId: transporters, truckType: truckTypes },
      ),
    [transporterUser, transporters, truckTypes],
  );
  const columns = useMemo<GridColumn<FleetVehicle>[]>(
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
    <MasterDataScreen
      viewId="fleet"
      title={translate(screenTitleKey('/fleet'))}
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
        create: (values) =>
          callSave(FLEET_API.create, null, {
            ...values,
            ...(transporterUser && { transporterId: ownTransporter }),
          }),
      }}
      remove={{
        title: translate('fleet.deleteTitle'),
        text: (rows) =>
          translate('masterData.deleteText', {
            names: rows.map((r) => r.truckLicensePlateNumber).join(', '),
          }),
      }}
    />
  );
}
