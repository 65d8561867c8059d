import { useRef } from 'react';
import { DataGrid } from '../../grid/DataGrid.tsx';
import type { StatusFilterHandle } from '../../grid/ListStatusFilter.tsx';
import { useT } from '../../i18n/useT.ts';
import { WarningsPrompt } from '../../truckJobs/WarningsPrompt.tsx';
import { OrdersDialogs } from './OrdersDialogs.tsx';
import { OrdersToolbar } from './OrdersToolbar.tsx';
import { orderLabel } from './orderColumns.ts';
import type { OrderGridRow } from './orderRows.ts';
import { useOrdersActions, useOrdersScreen } from './useOrdersScreen.ts';
import './orders.css';

/** /orders: the order list on the DataGrid with bulk edit, the order dialog and the order commands. */
export function OrdersScreen() {
  const t = useT();
  const data = useOrdersScreen();
  const statusSelect = useRef<StatusFilterHandle>(null);
  const actions = useOrdersActions(data, statusSelect);
  const { jumpId, changes, submitted } = data;

  return (
    <section className="screen orders-screen" aria-labelledby="orders-title">
      <OrdersToolbar status={data.status} onStatus={data.chooseStatus} statusSelect={statusSelect} />
      {submitted > 0 && (
        <p className="orders-changed" role="status" data-testid="orders-planning-notice">
          {t('orders.planningSubmitted', { count: String(submitted) })}
        </p>
      )}
      {changes.changed > 0 && (
        <p className="orders-changed status-warning" role="status" data-testid="orders-changed">
          {t('orders.changed', { count: String(changes.changed) })}
        </p>
      )}
      <DataGrid<OrderGridRow>
        key={jumpId ?? ''}
        viewId="orders"
        adapter={data.adapter}
        columns={data.columns}
        canEdit={data.canEditOrders}
        actions={actions}
        exportKind="orders"
        rowLabel={orderLabel}
        {...(jumpId !== undefined && { initialQuickFilter: jumpId })}
        // Whatever the list shows now is the new baseline of "changed by others".
        onRowsLoaded={changes.rebase}
      />
      {/* The save warnings of the order dialog and the grid's cells (the capacity fit). */}
      <WarningsPrompt />
      <OrdersDialogs data={data} />
    </section>
  );
}
