import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { ORDER_STATUSES, type OrderStatus } from '../../../core/config/enums.ts';
import type { ColumnFilter } from '../../../core/list/listCall.schemas.ts';
import type { Order } from '../../../core/orders/orders.schemas.ts';
import { CommandBar } from '../../commands/CommandBar.tsx';
import type { ViewActions } from '../../commands/commandTypes.ts';
import { rememberRecord } from '../../commands/recentRecords.ts';
import { commandContext } from '../../commands/terminalState.ts';
import { useExternalIdColumns } from '../../externalIds/useExternalIdColumns.ts';
import { DataGrid } from '../../grid/DataGrid.tsx';
import { StatusFilter, type StatusFilterHandle } from '../../grid/ListStatusFilter.tsx';
import { useT } from '../../i18n/useT.ts';
import { screenTitleKey } from '../../shell/screenTitle.ts';
import { useAccess } from '../../shell/useAccess.ts';
import { appState } from '../../state/appState.ts';
import { CombineDialog } from './CombineDialog.tsx';
import { OrderImportMount } from './import/OrderImportMount.tsx';
import { OrderBatchDialog, type OrderBatchKind } from './OrderBatchDialog.tsx';
import { OrderDialog } from './OrderDialog.tsx';
import { orderColumns, orderLabel } from './orderColumns.ts';
import { orderRulesContext, useOrderReferences } from './orderReferences.ts';
import type { OrderGridRow } from './orderRows.ts';
import { orderEditableStatuses, orderStatusLabel } from './orderStatus.ts';
import { ordersAdapter } from './ordersAdapter.ts';
import { submitForPlanning } from './submitForPlanning.ts';
import { useOrderChanges } from './useOrderChanges.ts';
import './orders.css';
import type { CommandId } from '../../commands/commandTypes.ts';
import { useRulesLetChange } from '../../rules/useRulesLetChange.ts';
import { WarningsPrompt } from '../../truckJobs/WarningsPrompt.tsx';

/** The buttons of the screen, all from the command registry. */
const ORDER_SCREEN_COMMANDS: readonly CommandId[] = [
  'record.new',
  'record.edit',
  'record.delete',
  'grid.bulkEdit',
  'orders.close',
  'orders.reopen',
  'orders.statusFilter',
  'orders.submitPlanning',
  'orders.combine',
  'grid.undo',
  'grid.redo',
  'grid.refresh',
  'grid.export',
  'help.open',
];

/** The status choice above the grid: the server's default (open orders), all, or one status. */
type StatusChoice = 'open' | 'all' | OrderStatus;

const statusesOf = (choice: StatusChoice): OrderStatus[] | null =>
  choice === 'open' ? null : choice === 'all' ? [...ORDER_STATUSES] : [choice];

const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** /orders: the order list on the DataGrid with bulk edit, the order dialog and the order commands. */
export function OrdersScreen() {
  const t = useT();
  const search = new URLSearchParams(useSearch());
  const jumpId = search.get('orderId') ?? undefined;
  const { abilities, ctx, role } = useAccess();
  const { config } = useSnapshot(appState);
  const refs = useOrderReferences();
  const canEdit = abilities.has('canEdit');
  // Who edits orders at all is the permission rules' answer (the production manager too, not the items;
  // viewers never): the same answer as the server's ordersEditors policy.
  const canEditOrders = useRulesLetChange('order');
  const closure = ctx.activeModules.includes('order_closure');
  const [status, setStatus] = useState<StatusChoice>(() => (search.get('status') as StatusChoice) ?? 'open');
  const [editing, setEditing] = useState<{ orderId: string | null } | null>(() =>
    jumpId ? { orderId: jumpId } : null,
  );
  const [batch, setBatch] = useState<{ kind: OrderBatchKind; rows: OrderGridRow[] } | null>(null);
  const [combining, setCombining] = useState<OrderGridRow[] | null>(null);
  const [submitted, setSubmitted] = useState(0);
  const changes = useOrderChanges(true);
  const statusSelect = useRef<StatusFilterHandle>(null);

  const editable = orderEditableStatuses(config, role);
  const live = useRef({
    status,
    refs,
    editable,
    defaults: {} as Record<string, ColumnFilter>,
    rebase: changes.rebase,
  });
  live.current = {
    status,
    refs,
    editable,
    rebase: changes.rebase,
    defaults: ((config?.defaultFilters as Record<string, unknown> | undefined)?.orders ?? {}) as Record<
      string,
      ColumnFilter
    >,
  };
  const adapter = useMemo(
    () =>
      ordersAdapter({
        statuses: () => statusesOf(live.current.status),
        defaultFilters: () => live.current.defaults,
        rulesContext: () => (live.current.refs ? orderRulesContext(live.current.refs) : null),
        editableStatuses: () => live.current.editable,
        onSaved: () => live.current.rebase(),
      }),
    [],
  );
  const externalIds = useExternalIdColumns('order');
  const columns = useMemo(() => orderColumns(externalIds), [externalIds]);
  const refresh = useCallback(() => commandContext().grid?.refresh(), []);
  // A palette jump or the new-orders indicator while the screen is open.
  useEffect(() => {
    if (jumpId) setEditing({ orderId: jumpId });
  }, [jumpId]);
  const statusParam = search.get('status');
  useEffect(() => {
    if (statusParam && statusParam !== live.current.status) {
      setStatus(statusParam as StatusChoice);
      setTimeout(refresh, 0);
    }
  }, [statusParam, refresh]);

  const open = useCallback((orderId: string | null) => {
    if (orderId)
      rememberRecord({
        kind: 'order',
        id: orderId,
        label: orderId,
        path: `/orders?orderId=${encodeURIComponent(orderId)}`,
      });
    setEditing({ orderId });
  }, []);
  const actions = useMemo<ViewActions>(
    () => ({
      ...(canEdit && {
        create: () => open(null),
        remove: (rows: readonly unknown[]) => setBatch({ kind: 'delete', rows: rows as OrderGridRow[] }),
        // Shift+O needs two orders of one factory chosen: the help lists it before that.
        later: ['orders.combine'],
      }),
      edit: (row) => open((row as OrderGridRow).orderId),
      extra: {
        ...(canEdit &&
          closure && {
            'orders.close': (rows) => setBatch({ kind: 'close', rows: rows as OrderGridRow[] }),
            'orders.reopen': (rows) => setBatch({ kind: 'reopen', rows: rows as OrderGridRow[] }),
          }),
        ...(canEdit && {
          'orders.submitPlanning': (rows) =>
            void submitForPlanning(rows as OrderGridRow[]).then((count) => {
              setSubmitted(count);
              if (count === 0) return;
              commandContext().grid?.clearSelection();
              refresh();
            }),
          'orders.combine': (rows) => setCombining([...(rows as OrderGridRow[])]),
        }),
        'orders.statusFilter': () => statusSelect.current?.focus(),
      },
    }),
    [canEdit, closure, open, refresh],
  );
  const focusGrid = () => setTimeout(() => commandContext().grid?.focusGrid(), 0);

  return (
    <section className="screen orders-screen" aria-labelledby="orders-title">
      <header className="screen-header">
        <h1 id="orders-title">{t(screenTitleKey('/orders'))}</h1>
        <StatusFilter
          label={t('orders.statusFilter')}
          choices={[
            { value: 'open', label: t('orders.statusOpen') },
            { value: 'all', label: t('orders.statusAll') },
            ...ORDER_STATUSES.map((s) => ({ value: s, label: orderStatusLabel(s) })),
          ]}
          value={status}
          onChange={(next) => {
            setStatus(next as StatusChoice);
            setTimeout(refresh, 0);
          }}
          onDone={focusGrid}
          handleRef={statusSelect}
          testId="orders-status-filter"
        />
        <OrderImportMount />
      </header>
      <CommandBar ids={ORDER_SCREEN_COMMANDS} />
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
        adapter={adapter}
        columns={columns}
        canEdit={canEditOrders}
        actions={actions}
        exportKind="orders"
        rowLabel={orderLabel}
        {...(jumpId !== undefined && { initialQuickFilter: jumpId })}
        // Whatever the list shows now is the new baseline of "changed by others".
        onRowsLoaded={changes.rebase}
      />
      {/* The save warnings of the order dialog and the grid's cells (the capacity fit). */}
      <WarningsPrompt />
      {editing && (
        <OrderDialog
          orderId={editing.orderId}
          refs={refs}
          canEdit={canEditOrders}
          editableStatuses={editable}
          today={localToday()}
          onSaved={(_o: Order) => refresh()}
          onClose={() => {
            setEditing(null);
            focusGrid();
          }}
        />
      )}
      {combining && (
        <CombineDialog
          rows={combining}
          onDone={() => {
            setCombining(null);
            commandContext().grid?.clearSelection();
            refresh();
            focusGrid();
          }}
          onCancel={() => {
            setCombining(null);
            focusGrid();
          }}
        />
      )}
      {batch && (
        <OrderBatchDialog
          kind={batch.kind}
          rows={batch.rows}
          onDone={() => {
            setBatch(null);
            commandContext().grid?.clearSelection();
            refresh();
            focusGrid();
          }}
          onCancel={() => {
            setBatch(null);
            focusGrid();
          }}
        />
      )}
    </section>
  );
}
