import { useMemo } from 'react';
import type { PickupListRow } from '../../../core/pickups/pickups.schemas.ts';
import { rememberRecord } from '../../commands/recentRecords.ts';
import { RecordListScreen } from '../../grid/RecordListScreen.tsx';
import { useListChanges } from '../../grid/useListChanges.ts';
import { useRecordListScreen } from '../../grid/useRecordListScreen.ts';
import { useT } from '../../i18n/useT.ts';
import { PickupDetailsPanel } from './PickupDetailsPanel.tsx';
import { PICKUPS_VIEW } from './pickupCommands.ts';
import { pickupColumns, pickupLabel, pickupStatusLabel } from './pickupRows.ts';
import { checkPickupChanges, fetchPickupStatuses, pickupsAdapter } from './pickupsApi.ts';

/**
 * /pickups: factory pickups on the DataGrid, with the status filter, `?pickupId=` narrowing
 * (Shift+I clears), details on Enter and the changed-by-others notice, as /freights has.
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
  const changes = useListChanges(checkPickupChanges);
  const { statusesNow, idsNow } = screen;
  const adapter = useMemo(
    () => pickupsAdapter({ statuses: statusesNow, pickupIds: idsNow }),
    [statusesNow, idsNow],
  );
  return (
    <RecordListScreen<PickupListRow>
      viewId={PICKUPS_VIEW}
      title={t('pickups.title')}
      screen={screen}
      statusLabel={pickupStatusLabel}
      narrowedText={t('pickups.filteredTo', { count: String(screen.ids.length) })}
      changedText={changes.changed > 0 ? t('pickups.changed', { count: String(changes.changed) }) : ''}
      adapter={adapter}
      columns={useMemo(pickupColumns, [])}
      rowLabel={pickupLabel}
      onRowsLoaded={changes.rebase}
      details={screen.open && <PickupDetailsPanel id={screen.open} onClose={screen.close} />}
    />
  );
}
