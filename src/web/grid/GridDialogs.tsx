import { commandContext } from '../commands/terminalState.ts';
import { useT } from '../i18n/useT.ts';
import { BulkEditDialog } from './BulkEditDialog.tsx';
import { type ChooserColumn, ColumnChooserDialog } from './ColumnChooserDialog.tsx';
import type { SaveOutcome } from './gridEditor.ts';
import type { CellChange, GridAdapter, GridColumn } from './gridTypes.ts';
import { PasteDialog } from './PasteDialog.tsx';
import type { usePaste } from './usePaste.ts';

/** The grid's dialogs: bulk edit (of the selection), the column chooser and the paste preview. */
export function GridDialogs<T>(props: {
  bulkOpen: string | boolean;
  closeBulk(): void;
  selectedRows: T[];
  columns: readonly GridColumn<T>[];
  canEdit: boolean;
  adapter: GridAdapter<T>;
  rowLabel(row: T): string;
  apply(changes: CellChange[], label: string): Promise<SaveOutcome>;
  chooser: { chooser: ChooserColumn[] | null; apply(list: ChooserColumn[]): void; close(): void };
  paste: ReturnType<typeof usePaste<T>>;
  closeAndFocus(close: () => void): void;
}) {
  const t = useT();
  const { bulkOpen, adapter, apply, paste, chooser, closeAndFocus } = props;
  return (
    <>
      {bulkOpen && (
        <BulkEditDialog<T>
          rows={props.selectedRows.length > 0 ? props.selectedRows : (commandContext().selection as T[])}
          columns={props.columns.filter((c) => props.canEdit && c.editable && c.bulk !== false)}
          entity={adapter.entity}
          {...(typeof bulkOpen === 'string' && { initialField: bulkOpen })}
          rowId={adapter.rowId}
          rowEditable={adapter.rowEditable?.bind(adapter)}
          rowLabel={props.rowLabel}
          onApply={async (changes, label) => {
            const outcome = await apply(changes, label);
            if (outcome.ok) closeAndFocus(props.closeBulk);
            return outcome;
          }}
          onClose={() => closeAndFocus(props.closeBulk)}
        />
      )}
      {chooser.chooser && (
        <ColumnChooserDialog columns={chooser.chooser} onApply={chooser.apply} onClose={chooser.close} />
      )}
      {paste.plan && (
        <PasteDialog
          plan={paste.plan}
          onSave={async () => {
            const outcome = await apply(paste.plan?.changes ?? [], t('grid.pasteLabel'));
            if (outcome.ok) closeAndFocus(paste.close);
          }}
          onClose={() => closeAndFocus(paste.close)}
        />
      )}
    </>
  );
}
