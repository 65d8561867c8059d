import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { canCloseOrders } from '../../../core/permissions/actions.ts';
import type { PickupListRow } from '../../../core/pickups/pickups.schemas.ts';
import type { ViewExtras } from '../../commands/commandTypes.ts';
import { commandContext, terminalState } from '../../commands/terminalState.ts';
import { useAccess } from '../../shell/useAccess.ts';
import { appState } from '../../state/appState.ts';
import { useFieldPermissions } from '../../truckJobs/truckJobRules.ts';
import { useCancelQuestion } from '../../truckJobs/useCancelQuestion.tsx';
import { WarningsPrompt } from '../../truckJobs/WarningsPrompt.tsx';
import { PickupEditDialog } from './PickupEditDialog.tsx';
import { setPickupsCancelled, stepPickupRows } from './pickupEditing.ts';

/**
 * Editing on /pickups: the edit dialog (Alt+E on a row, Alt+K to its comment, F2 in the details
 * panel; `saves` counts its saves so the panel reloads), status steps (Alt+PageDown / Alt+PageUp) for the roles the
 * pickup permission rules let change anything (viewers not: the server refuses them too), cancel /
 * reopen (Shift+X / Shift+Y) for editors while order_closure is active, after a Yes/No question;
 * the server's text ('Gyári átvét sikeresen lemondva!') is shown after.
 */
export function usePickupEditing() {
  const { role } = useAccess();
  const { activeModules } = useSnapshot(appState);
  const [editing, setEditing] = useState<{ id: string; comment: boolean } | null>(null);
  const [saves, setSaves] = useState(0);
  const refresh = useCallback(() => commandContext().grid?.refresh(), []);
  const cancelQuestion = useCancelQuestion(
    { cancel: 'pickups.cancelAsk', uncancel: 'pickups.uncancelAsk' },
    setPickupsCancelled,
    refresh,
  );
  // A refresh replaces the rows under the focused cell: the keyboard goes back once they are here.
  const refocus = useRef(false);
  const focusGridIfTop = useCallback(
    () => setTimeout(() => terminalState.dialogCount === 0 && commandContext().grid?.focusGrid(), 0),
    [],
  );
  const saved = useCallback(() => {
    refocus.current = true;
    refresh();
    setSaves((n) => n + 1);
  }, [refresh]);
  const close = useCallback(() => {
    setEditing(null);
    // Opened from a row: the keyboard goes back to that cell (a details panel under it keeps it otherwise).
    focusGridIfTop();
  }, [focusGridIfTop]);
  const step = useCallback(
    (rows: readonly unknown[], direction: 1 | -1) => {
      void stepPickupRows(rows as PickupListRow[], direction).then((saved) => {
        if (saved.length > 0) refresh();
      });
    },
    [refresh],
  );
  // rules/base/permissions.json: viewers and the gate change no pickup field (entity pickup).
  // Who may step a status is what the pickup permission rules say of the status field; permissions
  // hang on role, modules and mode, not on one pickup, so the first row loaded stands for all.
  const [sample, setSample] = useState<PickupListRow | null>(null);
  const perms = useFieldPermissions('pickup', sample as Record<string, unknown> | null);
  const canStep = perms.editable('status');
  const canCancel = canCloseOrders(role) && activeModules.includes('order_closure');
  const extra = useMemo<ViewExtras>(
    () => ({
      'transport.edit': (rows) => {
        const row = rows[0] as PickupListRow | undefined;
        if (row) setEditing({ id: row.pickupId, comment: false });
      },
      'transport.comment': (rows) => {
        const row = rows[0] as PickupListRow | undefined;
        if (row) setEditing({ id: row.pickupId, comment: true });
      },
      ...(canStep && {
        'transport.nextStatus': (rows) => step(rows, 1),
        'transport.previousStatus': (rows) => step(rows, -1),
      }),
      ...(canCancel && cancelQuestion.extras),
    }),
    [canStep, canCancel, step, cancelQuestion.extras],
  );
  const dialogs: ReactNode = (
    <>
      {editing && (
        <PickupEditDialog id={editing.id} focusComment={editing.comment} onSaved={saved} onClose={close} />
      )}
      {cancelQuestion.dialog}
      <WarningsPrompt />
    </>
  );
  const onRowsLoaded = useCallback(
    (rows: readonly PickupListRow[]) => {
      setSample((current) => current ?? rows[0] ?? null);
      if (refocus.current) focusGridIfTop();
      refocus.current = false;
    },
    [focusGridIfTop],
  );
  /** The details panel's F2 (Alt+K: at the comment). */
  const edit = useCallback(
    (id: string, focus?: 'comment') => setEditing({ id, comment: focus === 'comment' }),
    [],
  );
  /** What the details panel gets (its keys: F2, Alt+K, Alt+PageDown / Alt+PageUp). */
  const panel = { saves, onEdit: edit, canStep, onSaved: refresh };
  return { extra, dialogs, onRowsLoaded, panel };
}
