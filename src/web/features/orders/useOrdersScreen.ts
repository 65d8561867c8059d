import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { ORDER_STATUSES, type OrderStatus } from '../../../core/config/enums.ts';
import type { ColumnFilter } from '../../../core/list/listCall.schemas.ts';
import type { ViewActions } from '../../commands/commandTypes.ts';
import { rememberRecord } from '../../commands/recentRecords.ts';
import { commandContext } from '../../commands/terminalState.ts';
import { useExternalIdColumns } from '../../externalIds/useExternalIdColumns.ts';
import type { StatusFilterHandle } from '../../grid/ListStatusFilter.tsx';
import { useRulesLetChange } from '../../rules/useRulesLetChange.ts';
import { useAccess } from '../../shell/useAccess.ts';
import { appState } from '../../state/appState.ts';
import { useLatest } from '../../ui/useLatest.ts';
import type { OrderBatchKind } from './OrderBatchDialog.tsx';
import { orderColumns } from './orderColumns.ts';
import { orderRulesContext, useOrderReferences } from './orderReferences.ts';
import type { OrderGridRow } from './orderRows.ts';
import { orderEditableStatuses } from './orderStatus.ts';
import { ordersAdapter } from './ordersAdapter.ts';
import { submitForPlanning } from './submitForPlanning.ts';
import { useOrderChanges } from './useOrderChanges.ts';

/** The status choice above the grid: the server's default (open orders), all, or one status. */
export type StatusChoice = 'open' | 'all' | OrderStatus;

const statusesOf = (choice: StatusChoice): OrderStatus[] | null =>
  choice === 'open' ? null : choice === 'all' ? [...ORDER_STATUSES] : [choice];

/** Refreshes the grid on show. */
export const refreshGrid = () => commandContext().grid?.refresh();

/**
 * The orders screen's data: the status choice (also from ?status), the grid's adapter and columns,
 * the references the dialog and the rules need, the "changed by others" count, the order jumped to
 * (?orderId), and the dialogs over the grid: the order dialog, a batch of closes / reopens / deletes, a combine.
 */
export function useOrdersScreen() {
  const search = new URLSearchParams(useSearch());
  const jumpId = search.get('orderId') ?? undefined;
  const { abilities, ctx, role } = useAccess();
  const { config } = useSnapshot(appState);
  const refs = useOrderReferences();
  // Who edits orders at all is the permission rules' answer (the production manager too, not the items;
  // viewers never): the same answer as the server's ordersEditors policy.
  const canEditOrders = useRulesLetChange('order');
  const [status, setStatus] = useState<StatusChoice>(() => (search.get('status') as StatusChoice) ?? 'open');
  const [editing, setEditing] = useState<{ orderId: string | null } | null>(() =>
    jumpId ? { orderId: jumpId } : null,
  );
  const [batch, setBatch] = useState<{ kind: OrderBatchKind; rows: OrderGridRow[] } | null>(null);
  const [combining, setCombining] = useState<OrderGridRow[] | null>(null);
  const [submitted, setSubmitted] = useState(0);
  const changes = useOrderChanges(true);

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
  // A palette jump or the new-orders indicator while the screen is open.
  useEffect(() => {
    if (jumpId) setEditing({ orderId: jumpId });
  }, [jumpId]);
  const statusParam = search.get('status');
  useEffect(() => {
    if (statusParam && statusParam !== live.current.status) {
      setStatus(statusParam as StatusChoice);
      setTimeout(refreshGrid, 0);
    }
  }, [statusParam]);
  const chooseStatus = (next: StatusChoice) => {
    setStatus(next);
    setTimeout(refreshGrid, 0);
  };

  const submit = (rows: readonly OrderGridRow[]) =>
    void submitForPlanning(rows).then((count) => {
      setSubmitted(count);
      if (count === 0) return;
      commandContext().grid?.clearSelection();
      refreshGrid();
    });

  return {
    jumpId,
    refs,
    canEditOrders,
    editable,
    status,
    chooseStatus,
    editing,
    setEditing,
    batch,
    setBatch,
    combining,
    setCombining,
    submitted,
    submit,
    changes,
    adapter,
    columns,
    canEdit: abilities.has('canEdit'),
    closure: ctx.activeModules.includes('order_closure'),
  };
}

/** What `useOrdersScreen` gives. */
export type OrdersScreenData = ReturnType<typeof useOrdersScreen>;

/**
 * The grid's actions: new, edit, delete; close and reopen (order_closure), submit for planning and
 * combine (editors); Alt+S to the status filter.
 */
export function useOrdersActions(
  {
    canEdit,
    closure,
    setEditing,
    setBatch,
    setCombining,
    submit,
  }: Pick<OrdersScreenData, 'canEdit' | 'closure' | 'setEditing' | 'setBatch' | 'setCombining' | 'submit'>,
  statusSelect: React.RefObject<StatusFilterHandle | null>,
): ViewActions {
  const submitRef = useLatest(submit);
  const open = useCallback(
    (orderId: string | null) => {
      if (orderId)
        rememberRecord({
          kind: 'order',
          id: orderId,
          label: orderId,
          path: `/orders?orderId=${encodeURIComponent(orderId)}`,
        });
      setEditing({ orderId });
    },
    [setEditing],
  );
  return useMemo<ViewActions>(
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
          'orders.submitPlanning': (rows) => submitRef.current(rows as OrderGridRow[]),
          'orders.combine': (rows) => setCombining([...(rows as OrderGridRow[])]),
        }),
        'orders.statusFilter': () => statusSelect.current?.focus(),
      },
    }),
    [canEdit, closure, open, setBatch, setCombining, statusSelect],
  );
}
