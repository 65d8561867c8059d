import type { CellChange } from './gridTypes.ts';

/** One undoable step: a single edit, a bulk edit or a paste (always reverted as a whole). */
export interface HistoryEntry {
  label: string;
  changes: CellChange[];
}

/** Undo/redo stacks of saved edits; a new edit clears the redo stack. */
export class EditHistory {
  private done: HistoryEntry[] = [];
  private undone: HistoryEntry[] = [];

  push(entry: HistoryEntry): void {
    if (entry.changes.length === 0) return;
    this.done.push(entry);
    this.undone = [];
  }
  canUndo(): boolean {
    return this.done.length > 0;
  }
  canRedo(): boolean {
    return this.undone.length > 0;
  }
  /** The entry to revert; its inverse is what must be saved. */
  peekUndo(): HistoryEntry | undefined {
    return this.done[this.done.length - 1];
  }
  peekRedo(): HistoryEntry | undefined {
    return this.undone[this.undone.length - 1];
  }
  /** Call once the revert is saved. */
  commitUndo(): void {
    const e = this.done.pop();
    if (e) this.undone.push(e);
  }
  commitRedo(): void {
    const e = this.undone.pop();
    if (e) this.done.push(e);
  }
}

/** The changes that revert an entry. */
export function invert(changes: readonly CellChange[]): CellChange[] {
  return changes.map((c) => ({ id: c.id, field: c.field, before: c.after, after: c.before }));
}

/** Cell changes grouped per row as batch `changes` objects, in first-seen row order. */
export function groupByRow(changes: readonly CellChange[]): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const c of changes) {
    const row = out.get(c.id) ?? {};
    row[c.field] = c.after;
    out.set(c.id, row);
  }
  return out;
}
