import type { GridApi } from 'ag-grid-community';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { TranslateFn } from '../i18n/useT.ts';
import type { ChooserColumn } from './ColumnChooserDialog.tsx';
import { registerColumnChooser } from './gridCommands.ts';
import type { GridStatus } from './useGridEditing.ts';

/** Alt+O: the column chooser of this grid (shown/hidden and order, saved with the view per user). */
export function useColumnChooser<T>(input: {
  apiRef: RefObject<GridApi<T> | null>;
  label(field: string): string;
  saveView(): void;
  setStatus(status: GridStatus): void;
  closeAndFocus(close: () => void): void;
  t: TranslateFn;
}) {
  const { apiRef } = input;
  const [chooser, setChooser] = useState<ChooserColumn[] | null>(null);
  const openChooser = useRef(() => {});
  openChooser.current = () => {
    const api = apiRef.current;
    if (!api) return;
    setChooser(
      api
        .getColumnState()
        .filter((c) => c.colId !== 'ag-Grid-SelectionColumn')
        .map((c) => ({ id: c.colId, label: input.label(c.colId), visible: !c.hide })),
    );
  };
  useEffect(() => registerColumnChooser(() => openChooser.current()), []);
  const apply = (list: ChooserColumn[]) => {
    const api = apiRef.current;
    if (!api) return;
    const selection = api.getColumnState().filter((c) => c.colId === 'ag-Grid-SelectionColumn');
    api.applyColumnState({
      state: [...selection, ...list.map((c) => ({ colId: c.id, hide: !c.visible }))],
      applyOrder: true,
    });
    input.saveView();
    input.setStatus({
      text: input.t('grid.columnsSaved', { count: list.filter((c) => c.visible).length }),
      error: false,
    });
    input.closeAndFocus(() => setChooser(null));
  };
  return { chooser, apply, close: () => input.closeAndFocus(() => setChooser(null)) };
}
