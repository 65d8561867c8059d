import { useMemo } from 'react';
import type { PickupListRow } from '../../../core/pickups/pickups.schemas.ts';
import { RecordListScreen } from '../../grid/RecordListScreen.tsx';
import { useT } from '../../i18n/useT.ts';
import { TRUCK_JOB_EDIT_BAR } from '../../truckJobs/truckJobEditBar.ts';
import { TIME_SLOTS_EXTRA } from '../../truckJobs/truckJobTimeSlots.ts';
import { useTruckJobList } from '../../truckJobs/useTruckJobList.ts';
import { PickupDetailsPanel } from './PickupDetailsPanel.tsx';
import { PICKUPS_VIEW } from './pickupCommands.ts';
import { pickupColumns, pickupLabel, pickupStatusLabel } from './pickupRows.ts';
import { pickupReads, pickupsAdapter } from './pickupsApi.ts';
import { usePickupEditing } from './usePickupEditing.tsx';

/**
 * /pickups: factory pickups on the DataGrid, with the status filter, `?pickupId=` narrowing
 * (Shift+I clears), details on Enter and the changed-by-others notice, as /freights has; status
 * steps, cancel / reopen and the edit dialog by keyboard (usePickupEditing).
 */
export function PickupsScreen() {
  const t = useT();
  const list = useTruckJobList('pickup', pickupReads, pickupsAdapter, pickupLabel);
  const { screen } = list;
  const editing = usePickupEditing();
  const actions = useMemo(
    () => ({ ...screen.actions, extra: { ...screen.actions.extra, ...editing.extra, ...TIME_SLOTS_EXTRA } }),
    [screen.actions, editing.extra],
  );
  return (
    <RecordListScreen<PickupListRow>
      {...list.props}
      viewId={PICKUPS_VIEW}
      title={t('pickups.title')}
      screen={{ ...screen, actions }}
      statusLabel={pickupStatusLabel}
      columns={useMemo(pickupColumns, [])}
      onRowsLoaded={(rows) => {
        list.changes.rebase();
        editing.onRowsLoaded(rows);
      }}
      commands={TRUCK_JOB_EDIT_BAR}
      details={
        screen.open && <PickupDetailsPanel id={screen.open} {...editing.panel} onClose={screen.close} />
      }
    >
      {editing.dialogs}
    </RecordListScreen>
  );
}
