import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ViewExtras } from '../../commands/commandTypes.ts';
import { commandContext, terminalState } from '../../commands/terminalState.ts';
import { appState } from '../../state/appState.ts';
import { useFieldPermissions } from '../../truckJobs/truckJobRules.ts';
import { useCancelQuestion } from '../../truckJobs/useCancelQuestion.tsx';
import { WarningsPrompt } from '../../truckJobs/WarningsPrompt.tsx';
import { FreightEditDialog } from './FreightEditDialog.tsx';
import { adjacentStatus, setCancelled } from './freightEditing.ts';
import { FREIGHT_CELL_FIELDS, stepRows } from './freightGridEditing.ts';
import type { FreightGridRow } from './freightRows.ts';

type Focus = 'comment' | 'transporter';

/**
 * Editing on /freights: the edit dialog (Alt+E on a row, F2 in the details panel), status steps,
 * cancel / reopen (order_closure), finalize / revoke (finalize_freight), comment and transporter,
 * and which cells edit in place — all as the permission rules answer for one loaded row.
 */
export function useFreightEditing(transporter: boolean) {
  const { activeModules } = useSnapshot(appState);
  const [editing, setEditing] = useState<{ id: string; focus?: Focus } | null>(null);
  // The edit dialog's saves, counted: a details panel under it reloads on each.
  const [saves, setSaves] = useState(0);
  // Permissions hang on role, modules and mode, not on one freight: the first row loaded stands for all.
  const [sample, setSample] = useState<FreightGridRow | null>(null);
  const perms = useFieldPermissions('freight', sample as Record<string, unknown> | null);
  const canEdit = perms.ready && FREIGHT_CELL_FIELDS.some((f) => perms.editable(f));
  const anyEdit = perms.ready && Object.keys(perms.denied).length < Object.keys(sample ?? {}).length;
  const refresh = useCallback(() => commandContext().grid?.refresh(), []);
  const cancelQuestion = useCancelQuestion(
    { cancel: 'freightEdit.cancelAsk', uncancel: 'freightEdit.uncancelAsk' },
    setCancelled,
    refresh,
  );
  const step = useCallback(
    (rows: readonly unknown[], direction: 1 | -1) =>
      void stepRows(rows as FreightGridRow[], direction).then((saved) => saved.length > 0 && refresh()),
    [refresh],
  );
  // A field the rules deny this user: its commands leave the palette, the help and the keys (until the
  // rules answered, every command stays offered; the dialog still refuses a denied field).
  const deniedKey = perms.ready ? Object.keys(perms.denied).join(',') : '';
  const closure = activeModules.includes('order_closure');
  const finalize = activeModules.includes('finalize_freight');
  const extra = useMemo<ViewExtras>(() => {
    const denied = new Set(deniedKey.split(','));
    const may = (field: string) => !denied.has(field);
    const open = (focus?: Focus) => (rows: readonly unknown[]) => {
      const row = rows[0] as FreightGridRow | undefined;
      if (row) setEditing({ id: row.freightId, ...(focus && { focus }) });
    };
    const byStatus =
      (pick: (r: FreightGridRow) => boolean, direction: 1 | -1) => (rows: readonly unknown[]) =>
        step((rows as FreightGridRow[]).filter(pick), direction);
    return {
      'transport.edit': open(),
      ...(may('comment') && { 'transport.comment': open('comment') }),
      ...(anyEdit && {
        'transport.nextStatus': (rows) => step(rows, 1),
        'transport.previousStatus': (rows) => step(rows, -1),
      }),
      ...(!transporter && closure && may('status') && cancelQuestion.extras),
      ...(!transporter && may('transporterId') && { 'freights.setTransporter': open('transporter') }),
      ...(!transporter &&
        finalize &&
        may('status') && {
          'freights.finalize': byStatus((r) => adjacentStatus(r.status, 1) === 'finalized', 1),
          'freights.revokeFinalize': byStatus((r) => r.status === 'finalized', -1),
        }),
    };
  }, [anyEdit, transporter, closure, finalize, step, deniedKey, cancelQuestion.extras]);
  const editableKey = FREIGHT_CELL_FIELDS.filter(perms.editable).join(',');
  const editable = useMemo(() => new Set<string>(editableKey.split(',')), [editableKey]);
  const close = useCallback(() => {
    setEditing(null);
    // Opened from a row: the keyboard goes back to that cell (a details panel under it keeps it otherwise).
    setTimeout(() => terminalState.dialogCount === 0 && commandContext().grid?.focusGrid(), 0);
  }, []);
  const dialogs: ReactNode = (
    <>
      {editing && (
        <FreightEditDialog
          id={editing.id}
          planner={!transporter}
          {...(editing.focus && { focus: editing.focus })}
          onSaved={() => {
            refresh();
            setSaves((n) => n + 1);
          }}
          onClose={close}
        />
      )}
      {cancelQuestion.dialog}
      <WarningsPrompt />
    </>
  );
  return {
    extra,
    canEdit,
    editable,
    dialogs,
    /** The details panel's F2. */
    edit: (id: string, focus?: Focus) => setEditing({ id, ...(focus && { focus }) }),
    saves,
    refresh,
    onRowsLoaded: (rows: readonly FreightGridRow[]) => {
      if (!sample && rows[0]) setSample(rows[0]);
    },
  };
}
