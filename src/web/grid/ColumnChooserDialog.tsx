import { useRef, useState } from 'react';
import { useT } from '../i18n/useT.ts';
import { FormDialog } from '../ui/FormDialog.tsx';
import { useLatest } from '../ui/useLatest.ts';

/** One column of the chooser: its id, header text and whether it shows. */
export interface ChooserColumn {
  id: string;
  label: string;
  visible: boolean;
}

/** Moves the entry at `from` one step up (-1) or down (+1); the list is unchanged at an edge. */
export function moveColumn(list: readonly ChooserColumn[], from: number, step: -1 | 1): ChooserColumn[] {
  const to = from + step;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/**
 * The column chooser (Alt+O on a grid): every column with a checkbox in the grid's order. ↑/↓ move
 * between them, Space shows/hides, Alt+↑/↓ moves the column; Ctrl+S (Mentés) applies it to the view,
 * kept per user with the view state; Esc leaves without a change.
 */
export function ColumnChooserDialog(props: {
  columns: readonly ChooserColumn[];
  onApply(columns: ChooserColumn[]): void;
  onClose(): void;
}) {
  const t = useT();
  const [list, setList] = useState<ChooserColumn[]>(() => [...props.columns]);
  // The dialog's save reads the newest list (its key handler may hold an older render's closure).
  const latest = useLatest(list);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusAt = (i: number) => setTimeout(() => boxes.current[i]?.focus(), 0);
  const visibleCount = list.filter((c) => c.visible).length;
  return (
    <FormDialog
      open
      title={t('grid.columnsTitle')}
      original={props.columns}
      value={list}
      valid={visibleCount > 0}
      onSave={() => props.onApply(latest.current)}
      onClose={props.onClose}
      testId="column-chooser"
    >
      <p className="modal-subtitle">{t('grid.columnsHint')}</p>
      <ul className="column-chooser" aria-label={t('grid.columnsTitle')}>
        {list.map((c, i) => (
          <li key={c.id}>
            <label>
              <input
                ref={(el) => {
                  boxes.current[i] = el;
                }}
                type="checkbox"
                checked={c.visible}
                data-autofocus={i === 0 ? true : undefined}
                onChange={() => setList(list.map((x, j) => (j === i ? { ...x, visible: !x.visible } : x)))}
                onKeyDown={(e) => {
                  if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
                  e.preventDefault();
                  const step = e.key === 'ArrowUp' ? -1 : 1;
                  if (e.altKey) {
                    setList(moveColumn(list, i, step));
                    focusAt(Math.max(0, Math.min(list.length - 1, i + step)));
                  } else focusAt(Math.max(0, Math.min(list.length - 1, i + step)));
                }}
              />
              {c.label}
            </label>
          </li>
        ))}
      </ul>
      {visibleCount === 0 && <p className="input-error">{t('grid.columnsNone')}</p>}
    </FormDialog>
  );
}
