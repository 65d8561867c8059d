import { useMemo } from 'react';
import { isTransporterUser } from '../../../core/permissions/actions.ts';
import type { CommandId } from '../../commands/commandTypes.ts';
import { RecordListScreen } from '../../grid/RecordListScreen.tsx';
import { useT } from '../../i18n/useT.ts';
import { screenTitleKey } from '../../shell/screenTitle.ts';
import { useAccess } from '../../shell/useAccess.ts';
import { TRUCK_JOB_EDIT_BAR } from '../../truckJobs/truckJobEditBar.ts';
import { TIME_SLOTS_EXTRA } from '../../truckJobs/truckJobTimeSlots.ts';
import { useTruckJobList } from '../../truckJobs/useTruckJobList.ts';
import { FreightDetailsPanel } from './FreightDetailsPanel.tsx';
import { FREIGHTS_VIEW } from './freightCommands.ts';
import { type FreightGridRow, freightColumns, freightLabel, freightStatusLabel } from './freightRows.ts';
import { freightReads, freightsAdapter } from './freightsAdapter.ts';
import { useFreightEditing } from './useFreightEditing.tsx';
import { useFreightOffers } from './useFreightOffers.tsx';

/** The editing commands on the command bar of /freights. */
const FREIGHT_EDIT_COMMANDS: readonly CommandId[] = [...TRUCK_JOB_EDIT_BAR, 'freights.offer'];

/**
 * /freights: the freights on the DataGrid (server-side paging, sort, filters), the status filter
 * from the server's list, `?freightId=` narrowing with a chip that Shift+I clears, the details
 * panel on Enter (Esc back to the row), a notice when others changed freights. Transporter users
 * see only theirs (the server decides) without the planner-only columns.
 */
export function FreightsScreen() {
  const t = useT();
  const { role } = useAccess();
  const transporter = isTransporterUser(role);
  const list = useTruckJobList('freight', freightReads, freightsAdapter, freightLabel);
  const { screen } = list;
  const editing = useFreightEditing(transporter);
  const offers = useFreightOffers();
  const actions = useMemo(
    () => ({
      ...screen.actions,
      extra: { ...screen.actions.extra, ...editing.extra, ...offers.extra, ...TIME_SLOTS_EXTRA },
    }),
    [screen.actions, editing.extra, offers.extra],
  );
  const { editable } = editing;
  const columns = useMemo(() => freightColumns(transporter, editable), [transporter, editable]);
  return (
    <RecordListScreen<FreightGridRow>
      {...list.props}
      viewId={FREIGHTS_VIEW}
      title={t(screenTitleKey('/freights'))}
      screen={{ ...screen, actions }}
      statusLabel={freightStatusLabel}
      columns={columns}
      onRowsLoaded={(rows) => {
        list.changes.rebase();
        editing.onRowsLoaded(rows);
      }}
      canEdit={editing.canEdit}
      commands={FREIGHT_EDIT_COMMANDS}
      details={
        screen.open && (
          <FreightDetailsPanel
            id={screen.open}
            planner={!transporter}
            onEdit={editing.edit}
            saves={editing.saves}
            onSaved={editing.refresh}
            onClose={screen.close}
          />
        )
      }
    >
      {editing.dialogs}
      {offers.dialog}
    </RecordListScreen>
  );
}
