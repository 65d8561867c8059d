import type { LiveChange } from '../../core/live/live.api.ts';
import { ApiError } from '../api/apiErrors.ts';
import { EditHistory, groupByRow, invert } from './editHistory.ts';
import type { CellChange, CellMessage, GridAdapter } from './gridTypes.ts';
import { timedPhase, timedSync } from './saveTiming.ts';

/** Outcome of a save: ok, or the message (a 409 conflict names it) with the rows concerned. */
export type SaveOutcome =
  | { ok: true }
  | {
      ok: false;
      message: string;
      conflict: boolean;
      rows: string[];
      byRow?: Record<string, string>;
      /** The rules' messages per row and field (adapter.check), each with its trace. */
      byCell?: Record<string, Record<string, CellMessage>>;
    };

/** A cell whose input was refused (invalid or in conflict): the input is kept and shown with its message. */
export interface InvalidCell {
  value: unknown;
  message: string;
  /** The trace of the rule that refused it ("Miért?"). */
  trace?: CellMessage['trace'];
}

const key = (id: string, field: string) => `${id}|${field}`;
/** Most saved rows remembered while their announcement is awaited (the oldest are forgotten first). */
const MAX_ECHOES = 2_000;
const rowIdsOf = (changes: readonly CellChange[]) => [...new Set(changes.map((c) => c.id))];

/**
 * Saves a grid's edits through its adapter with optimistic concurrency and keeps the undo history.
 * Knows the latest version of every row it has seen, so an undo after sorting or filtering still
 * sends the right versions.
 */
export class GridEditor<T> {
  readonly history = new EditHistory();
  readonly invalid = new Map<string, InvalidCell>();
  /** Values shown at once while their save is on its way (optimistic), by row and field. */
  private readonly pending = new Map<string, unknown>();
  private readonly rows = new Map<string, T>();
  /** Rows this editor saved whose change the stream has not announced yet: id → the version saved. */
  private readonly echoes = new Map<string, number>();

  constructor(
    private readonly adapter: GridAdapter<T>,
    private readonly onRowsSaved: (rows: T[]) => void,
    /** Something to show changed: the rows concerned (each id once), or every row when not said. */
    private readonly onChange: (rowIds?: readonly string[]) => void,
  ) {}

  /** Remembers rows as loaded (newer versions win). */
  see(rows: readonly T[]): void {
    for (const r of rows) {
      const id = this.adapter.rowId(r);
      const known = this.rows.get(id);
      if (!known || this.adapter.version(known) <= this.adapter.version(r)) this.rows.set(id, r);
    }
  }
  row(id: string): T | undefined {
    return this.rows.get(id);
  }
  invalidCell(id: string, field: string): InvalidCell | undefined {
    return this.invalid.get(key(id, field));
  }
  markInvalid(id: string, field: string, value: unknown, message: string): void {
    this.invalid.set(key(id, field), { value, message });
    this.onChange([id]);
  }
  clearInvalid(id: string, field: string): void {
    if (this.invalid.delete(key(id, field))) this.onChange([id]);
  }
  /** Whether a value of this cell is being saved; `value` is what the cell shows meanwhile. */
  pendingCell(id: string, field: string): { value: unknown } | undefined {
    const k = key(id, field);
    return this.pending.has(k) ? { value: this.pending.get(k) } : undefined;
  }

  /**
   * Saves the changes; the cells show their new values at once (before the server answers) and are
   * reconciled with the saved rows, or marked refused with the reason.
   */
  private async save(changes: readonly CellChange[]): Promise<SaveOutcome> {
    for (const c of changes) {
      this.pending.set(key(c.id, c.field), c.after);
      this.invalid.delete(key(c.id, c.field));
    }
    // Only the edited rows are drawn again: the value shows in the next frame, however many rows are on screen.
    this.onChange(rowIdsOf(changes));
    try {
      return await this.send(changes);
    } finally {
      for (const c of changes) this.pending.delete(key(c.id, c.field));
    }
  }

  private async send(changes: readonly CellChange[]): Promise<SaveOutcome> {
    const items = [...groupByRow(changes)].map(([id, rowChanges]) => {
      const row = this.rows.get(id);
      return { id, version: row ? this.adapter.version(row) : 0, changes: rowChanges };
    });
    if (this.adapter.check) {
      // The rules first, in the browser: a refused batch never reaches the server.
      const check = this.adapter.check.bind(this.adapter);
      const byCell = await timedPhase('check', () =>
        check(items.map((i) => ({ id: i.id, row: this.rows.get(i.id), changes: i.changes }))),
      );
      const rows = Object.keys(byCell).filter((id) => Object.keys(byCell[id] ?? {}).length > 0);
      const first = rows.flatMap((id) => Object.values(byCell[id] ?? {}))[0];
      if (first) return { ok: false, message: first.message, conflict: false, rows, byCell };
    }
    try {
      const saved = await timedPhase('save', () => this.adapter.saveBatch(items));
      this.see(saved);
      for (const r of saved) this.expectEcho(this.adapter.rowId(r), this.adapter.version(r));
      for (const c of changes) this.invalid.delete(key(c.id, c.field));
      timedSync('rows', () => this.onRowsSaved(saved));
      return { ok: true };
    } catch (err) {
      if (err instanceof ApiError) {
        const body = (err.body ?? {}) as { message?: string; details?: Record<string, string> };
        const message = body.message ?? String(err.status);
        const rows = Object.keys(body.details ?? {});
        return { ok: false, message, conflict: err.status === 409, rows, byRow: body.details ?? {} };
      }
      throw err;
    }
  }

  private expectEcho(id: string, version: number): void {
    this.echoes.delete(id);
    this.echoes.set(id, version);
    if (this.echoes.size > MAX_ECHOES) this.echoes.delete(this.echoes.keys().next().value as string);
  }

  /**
   * Whether a change the stream announces is only this editor's own saves: every row it names was
   * saved here, at the version announced or later, and updated in place from the save's answer, so
   * nothing needs reading again. A row someone else changed after the save has a higher version and
   * is read; a row's echo is taken once it reached the version saved.
   */
  takeOwnEcho(change: Pick<LiveChange, 'ids' | 'versions'>): boolean {
    const ids = change.ids ?? [];
    const own =
      ids.length > 0 &&
      ids.every((id) => {
        const saved = this.echoes.get(id);
        const announced = change.versions[id];
        return saved !== undefined && announced !== undefined && announced <= saved;
      });
    if (own) for (const id of ids) if (change.versions[id] === this.echoes.get(id)) this.echoes.delete(id);
    return own;
  }

  /** Saves a new edit (one cell, a bulk edit or a paste) as one undoable step. */
  async apply(changes: CellChange[], label: string): Promise<SaveOutcome> {
    if (changes.length === 0) return { ok: true };
    const outcome = await timedPhase('total', () => this.save(changes));
    if (outcome.ok) this.history.push({ label, changes });
    else {
      // The user's input stays visible on the refused cells, with the server's word on why.
      for (const c of changes) {
        if (outcome.byCell) {
          // The rules name each refused cell (nothing of the batch was sent).
          const cell = outcome.byCell[c.id]?.[c.field];
          if (cell) this.invalid.set(key(c.id, c.field), { value: c.after, ...cell });
        } else if (outcome.rows.length === 0 || outcome.rows.includes(c.id)) {
          const message = outcome.byRow?.[c.id] ?? outcome.message;
          this.invalid.set(key(c.id, c.field), { value: c.after, message });
        }
      }
    }
    timedSync('redraw', () => this.onChange(rowIdsOf(changes)));
    return outcome;
  }

  async undo(): Promise<SaveOutcome | null> {
    const entry = this.history.peekUndo();
    if (!entry) return null;
    const outcome = await this.save(invert(entry.changes));
    if (outcome.ok) this.history.commitUndo();
    this.onChange(rowIdsOf(entry.changes));
    return outcome;
  }

  async redo(): Promise<SaveOutcome | null> {
    const entry = this.history.peekRedo();
    if (!entry) return null;
    const outcome = await this.save(entry.changes);
    if (outcome.ok) this.history.commitRedo();
    this.onChange(rowIdsOf(entry.changes));
    return outcome;
  }
}
