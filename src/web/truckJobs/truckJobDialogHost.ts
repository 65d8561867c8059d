import { useEffect } from 'react';
import { terminalState } from '../commands/terminalState.ts';
import { useLatest } from '../ui/useLatest.ts';

/** What an open freight/pickup dialog offers the transport commands (each optional). */
export interface TruckJobDialogActions {
  /** Open the edit dialog (from a details panel). */
  edit?(): void;
  /** Step the record's status: +1 next, -1 previous. */
  step?(direction: 1 | -1): void;
  comment?(): void;
  /** Open the time slots on the record's depot and day. */
  timeSlots?(): void;
}

interface Entry {
  actions: () => TruckJobDialogActions;
  /** How many dialogs were open with this one on top: it answers only while it is the topmost. */
  depth: number;
}

let entries: Entry[] = [];

/** The actions of the topmost dialog, when that dialog registered some (else null). */
export function topTruckJobDialog(): TruckJobDialogActions | null {
  const top = entries[entries.length - 1];
  return top && top.depth === terminalState.dialogCount ? top.actions() : null;
}

/**
 * Registers a dialog's transport actions while it is open. Call it in the component that RENDERS
 * the dialog (FormDialog, RecordDetailsModal): React runs the child's pushDialog effect first, so
 * the depth recorded is the dialog's own.
 */
export function useTruckJobDialogActions(actions: TruckJobDialogActions): void {
  const latest = useLatest(actions);
  useEffect(() => {
    const entry: Entry = { actions: () => latest.current, depth: terminalState.dialogCount };
    entries = [...entries, entry];
    return () => {
      entries = entries.filter((e) => e !== entry);
    };
  }, []);
}
