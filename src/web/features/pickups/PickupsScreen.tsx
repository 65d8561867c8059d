import { useMemo } from 'react';
import type { PickupListRow } from '../../../core/pickups/pickups.schemas.ts';
import { rememberRecord } from '../../commands/recentRecords.ts';
import { RecordListScreen } from '../../grid/RecordListScreen.tsx';
import { useListChanges } from '../../grid/useListChanges.ts';
import { useRecordListScreen } from '../../grid/useRecordListScreen.ts';
import { useT } from '../../i18n/useT.ts';
import { TRUCK_JOB_EDIT_BAR } from '../../truckJobs/truckJobEditBar.ts';
import { TIME_SLOTS_EXTRA } from '../../truckJobs/truckJobTimeSlots.ts';
import { PickupDetailsPanel } from './PickupDetailsPanel.tsx';
import { PICKUPS_VIEW } from './pickupCommands.ts';
import { pickupColumns, pickupLabel, pickupStatusLabel } from './pickupRows.ts';
import { checkPickupChanges, fetchPickupStatuses, pickupsAdapter } from './pickupsApi.ts';
import { usePickupEditing } from './usePickupEditing.tsx';

/**
 * /pickups: factory pickups on the DataGrid, with the status filter, `?pickupId=` narrowing
 * (Shift+I clears), details on Enter and the changed-by-others notice, as /freights has; status
 * steps, cancel / reopen and the edit dialog by keyboard (usePickupEditing).
 */
export function PickupsScreen() {
  const t = useT();
  const screen = useRecordListScreen<PickupListRow>({
    path: '/pickups',
    idsParam: 'pickupId',
    fetchStatuses: fetchPickupStatuses,
    numberOf: (r) => r.pickupId,
    remember: (r, path) => rememberRecord({ kind: 'pickup', id: r.pickupId, label: pickupLabel(r), path }),
  });
  const changes = useListChanges(checkPickupChanges, true, 'pickups');
  const { statusesNow, idsNow } = screen;
  const adapter = useMemo(
    () => pickupsAdapter({ statuses: statusesNow, pickupIds: idsNow }),
    [statusesNow, idsNow],
  );
  const editing = usePickupEditing();
  const actions = useMemo(
    () => ({ ...screen.actions, extra: { ...screen.actions.extra, ...editing.extra, ...TIME_SLOTS_EXTRA } }),
    [screen.actions, editing.extra],
  );
  return (
    <RecordListScreen<PickupListRow>
      viewId={PICKUPS_VIEW}
      title={t('pickups.title')}
      screen={{ ...screen, actions }}
      statusLabel={pickupStatusLabel}
      narrowedText={t('pickups.filteredTo', { count: String(screen.ids.length) })}
      changedText={changes.changed > 0 ? t('pickups.changed', { count: String(changes.changed) }) : ''}
      adapter={adapter}
      columns={useMemo(pickupColumns, [])}
      rowLabel={pickupLabel}
      onRowsLoaded={(rows) => {
        changes.rebase();
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
