import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The cursor of the day's table (docks × slots, or the gate's arrivals): arrows, Home/End and
 * PageUp/PageDown move it inside the table; the focused cell follows it once the table is there
 * (on arrival, and later while the focus is in the table). `onTableKey` hands the table's other keys
 * (Enter, Esc) to `onKey`, which says whether it took the key.
 */
export function useSlotCursor(rows: number, cols: number, ready: boolean) {
  const [cursor, setCursor] = useState({ row: 0, col: 0 });
  const tableRef = useRef<HTMLTableElement>(null);
  const focusedOnce = useRef(false);

  // The cursor stays inside the table when the day changes; the focused cell follows the cursor.
  useEffect(() => {
    setCursor((c) => ({
      row: Math.min(c.row, Math.max(0, rows - 1)),
      col: Math.min(c.col, Math.max(0, cols - 1)),
    }));
  }, [rows, cols]);
  useEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const target = table.querySelector<HTMLElement>(`[data-cursor="true"]`);
    if (!focusedOnce.current && ready) {
      focusedOnce.current = true;
      target?.focus();
    } else if (table.contains(document.activeElement)) target?.focus();
  });

  const focusGrid = useCallback(
    () => tableRef.current?.querySelector<HTMLElement>('[data-cursor="true"]')?.focus(),
    [],
  );

  const onTableKey = (e: React.KeyboardEvent, onKey: (key: string) => boolean) => {
    const move = (dr: number, dc: number) =>
      setCursor((c) => ({
        row: Math.min(Math.max(0, rows - 1), Math.max(0, c.row + dr)),
        col: Math.min(Math.max(0, cols - 1), Math.max(0, c.col + dc)),
      }));
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'ArrowDown') move(1, 0);
    else if (e.key === 'ArrowUp') move(-1, 0);
    else if (e.key === 'ArrowRight') move(0, 1);
    else if (e.key === 'ArrowLeft') move(0, -1);
    else if (e.key === 'Home') setCursor((c) => ({ ...c, col: 0 }));
    else if (e.key === 'End') setCursor((c) => ({ ...c, col: Math.max(0, cols - 1) }));
    else if (e.key === 'PageDown') move(5, 0);
    else if (e.key === 'PageUp') move(-5, 0);
    else if (!onKey(e.key)) return;
    e.preventDefault();
    e.stopPropagation();
  };

  return { cursor, setCursor, tableRef, focusGrid, onTableKey };
}
