import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { FLEET_API } from '../../../core/fleet/fleet.api.ts';
import type { FleetVehicle } from '../../../core/fleet/fleet.schemas.ts';
import { canEditFleet, isTransporterUser } from '../../../core/permissions/actions.ts';
import { VEHICLES_API } from '../../../core/vehicles/vehicles.api.ts';
import { callApi } from '../../api/callApi.ts';
import type { ColumnOption } from '../../grid/gridTypes.ts';
import { MasterDataScreen } from '../../masterData/MasterDataScreen.tsx';
import { callSave, masterDataAdapter } from '../../masterData/masterDataAdapter.ts';
import { fieldColumns, formFields, withOptions } from '../../masterData/masterDataForm.ts';
import { useTransporterOptions } from '../../masterData/useTransporterOptions.ts';
import { useAccess } from '../../shell/useAccess.ts';
import { sessionState } from '../../state/sessionState.ts';

const FIELDS = formFields('fleet', {
  transporterId: { kind: 'select', labelKey: 'fleet.transporter' },
  truckType: 'select',
  truckLicensePlateNumber: { kind: 'text', labelKey: 'fleet.plate' },
  contact: 'text',
});

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
  // The grid mounts once, after both option lists arrived: remounting it later (when a list came
  // in) would drop a dialog the user had already opened.
  const owners = useTransporterOptions(transporterUser);
  const [types, setTypes] = useState<ColumnOption[] | null>(null);
  useEffect(() => {
    callApi(VEHICLES_API.active, { errorMode: 'silent' })
      .then((vs) => setTypes(vs.map((v) => ({ value: v.vehicleId, label: v.vehicleId }))))
      .catch(() => setTypes([]));
  }, []);
  const transporters = owners ?? [];
  const truckTypes = types ?? [];
  const ready = owners !== null && types !== null;
  // A transporter's users add to their own fleet only: no transporter to pick.
  const fields = useMemo(
    () =>
      withOptions(
        FIELDS.filter((f) => !(transporterUser && f.name === 'transporterId')),
        { transporterId: transporters, truckType: truckTypes },
      ),
    [transporterUser, transporters, truckTypes],
  );
  const columns = useMemo(
    () =>
      fieldColumns<FleetVehicle>(FIELDS, {
        transporterName: { headerKey: 'fleet.transporter', width: 180 },
        truckType: { width: 150, options: truckTypes },
        truckLicensePlateNumber: { width: 170 },
        contact: { flex: 1 },
      }),
    [truckTypes],
  );
  if (!ready) return null;
  return (
    <MasterDataScreen
      route="/fleet"
      texts="fleet"
      adapter={adapter}
      columns={columns}
      canEdit={canEdit}
      rowLabel={(r) => r.truckLicensePlateNumber}
      dialog={{
        testId: 'fleet-dialog',
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
      remove={{}}
    />
  );
}
