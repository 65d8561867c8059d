import { useState } from 'react';
import { FREIGHT_BILLS_API } from '../../../core/freightBills/freightBills.api.ts';
import type { FreightBillRow } from '../../../core/freightBills/freightBills.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import { CommandBar } from '../../commands/CommandBar.tsx';
import type { CommandId } from '../../commands/commandTypes.ts';
import { DataGrid } from '../../grid/DataGrid.tsx';
import { ListStatusFilter } from '../../grid/ListStatusFilter.tsx';
import { useRecordListScreen } from '../../grid/useRecordListScreen.ts';
import { useT } from '../../i18n/useT.ts';
import { useRulesLetChange } from '../../rules/useRulesLetChange.ts';
import { screenTitleKey } from '../../shell/screenTitle.ts';
import { BatchBillDialog } from './BatchBillDialog.tsx';
import { FreightBillsFilters } from './FreightBillsFilters.tsx';
import { FREIGHT_BILLS_VIEW } from './freightBillCommands.ts';
import { billStatusLabel, freightBillColumns, freightBillLabel } from './freightBillRows.ts';
import { fetchBillStatuses } from './freightBillsAdapter.ts';
import {
  alertRefusal,
  refreshBills,
  useFreightBillActions,
  useFreightBillsData,
} from './useFreightBillsData.ts';
import { usePriceAudit } from './usePriceAudit.tsx';
import './freightBills.css';
import { ScreenSection } from '../../shell/ScreenFrame.tsx';

const COMMANDS: readonly CommandId[] = [
  'freightBills.accept',
  'freightBills.decline',
  'freightBills.bill',
  'freightBills.undo',
  'freightBills.costCentre',
  'freightBills.filters',
  'freightBills.onlyDifferences',
  'freightBills.auditBreakdown',
  'grid.bulkEdit',
  'grid.undo',
  'grid.refresh',
  'grid.export',
  'help.open',
];

const today = () => new Date().toISOString().slice(0, 10);

/**
 * /freight-bills (issue 20): delivered freights with their bills on the DataGrid. Filters above the
 * grid: bill status, transporter, delivery period and cost centre (Shift+G focuses the first, Tab
 * the next, Enter or Esc goes back to the grid).
 * Editors accept (Shift+E), decline (Shift+D), batch-bill the accepted ones (Shift+B), undo a
 * bill's last step (Shift+Z) and edit cost centre, charged amount, bill number and comment in the
 * cells (type, paste a column, bulk edit with b; grid undo Ctrl+Z). Enter opens the freight.
 */
export function FreightBillsScreen() {
  const t = useT();
  // The freight permission rules' `bill` field (freight.bill.billingEditors), as the server's policy.
  const editor = useRulesLetChange('freight', 'bill');
  const screen = useRecordListScreen<FreightBillRow>({
    path: '/freight-bills',
    idsParam: 'freightId',
    fetchStatuses: fetchBillStatuses,
    numberOf: (r) => r.freightId,
    remember: () => {},
  });
  const [billing, setBilling] = useState<FreightBillRow[] | null>(null);
  const audit = usePriceAudit(screen.focusGrid);
  const { transporters, filters, adapter } = useFreightBillsData(screen, audit);
  const actions = useFreightBillActions({ screen, audit, editor, t, onBill: setBilling });

  return (
    <ScreenSection
      titleId="freight-bills-title"
      title={t(screenTitleKey('/freight-bills'))}
      className="record-list-screen freight-bills"
      header={
        <>
          <ListStatusFilter
            statuses={screen.statuses}
            value={screen.status}
            label={billStatusLabel}
            onChange={screen.chooseStatus}
            onDone={screen.focusGrid}
            handleRef={screen.statusSelect}
            defaultLabel={t('freightBills.allBills')}
          />
          {screen.narrowed && (
            <p className="record-ids-chip" data-testid="freightBills-ids-chip" role="status">
              {t('freightBills.filteredTo', { count: String(screen.ids.length) })}
            </p>
          )}
        </>
      }
    >
      <FreightBillsFilters
        filters={filters}
        transporters={transporters}
        audit={audit}
        onDone={screen.focusGrid}
      />
      <CommandBar ids={COMMANDS} />
      <DataGrid<FreightBillRow>
        key={screen.ids.join(',')}
        viewId={FREIGHT_BILLS_VIEW}
        adapter={adapter}
        columns={freightBillColumns(editor)}
        canEdit={editor}
        actions={actions}
        exportKind="freightbills"
        rowLabel={freightBillLabel}
        {...(screen.ids.length > 0 && { initialQuickFilter: '' })}
      />
      {audit.dialog}
      {billing && (
        <BatchBillDialog
          freightNumbers={billing.map((r) => r.freightId)}
          today={today()}
          onClose={() => {
            setBilling(null);
            screen.focusGrid();
          }}
          onSave={async (billData) => {
            try {
              await callApi(FREIGHT_BILLS_API.batchBill, {
                body: { billData, freightIds: billing.map((r) => r.id) },
                errorMode: 'silent',
              });
              setBilling(null);
              screen.focusGrid();
            } catch (err) {
              alertRefusal(err);
            }
            refreshBills();
          }}
        />
      )}
    </ScreenSection>
  );
}
