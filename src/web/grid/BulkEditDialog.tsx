import { useState } from 'react';
import { useT } from '../i18n/useT.ts';
import { FormDialog } from '../ui/FormDialog.tsx';
import { TableHead } from '../ui/TableHead.tsx';
import { displayValue } from './columnDefs.ts';
import type { SaveOutcome } from './gridEditor.ts';
import { type CellChange, columnHeader, type GridColumn } from './gridTypes.ts';
import { validateField } from './validateField.ts';

export interface BulkEditDialogProps<T> {
  rows: readonly T[];
  columns: readonly GridColumn<T>[];
  entity: string;
  initialField?: string;
  rowId(row: T): string;
  /** Rows that may not be edited at all are shown refused: the batch saves all rows or none. */
  rowEditable?: ((row: T) => boolean) | undefined;
  rowLabel(row: T): string;
  onApply(changes: CellChange[], label: string): Promise<SaveOutcome>;
  onClose(): void;
}

/** Sets one field for every selected row, with a preview of what changes; saved as one batch. */
export function BulkEditDialog<T>(props: BulkEditDialogProps<T>) {
  const t = useT();
  const { rows, columns } = props;
  const [field, setField] = useState(props.initialField ?? columns[0]?.field ?? '');
  const column = columns.find((c) => c.field === field);
  const [value, setValue] = useState('');
  const [saving, setSaving] = useState(false);
  const after = value === '' ? null : value;
  const preview = rows.map((row) => {
    const before = (row as Record<string, unknown>)[field] ?? null;
    const error =
      props.rowEditable && !props.rowEditable(row)
        ? t('bulk.readOnlyRow')
        : validateField(props.entity, field, after, row);
    return { row, before, error, changed: before !== after };
  });
  const changes: CellChange[] = preview
    .filter((p) => p.changed)
    .map((p) => ({ id: props.rowId(p.row), field, before: p.before, after }));
  const valid = column !== undefined && changes.length > 0 && preview.every((p) => !p.error);
  const save = async () => {
    setSaving(true);
    await props.onApply(changes, t('grid.bulkLabel', { field: column ? columnHeader(column, t) : field }));
    setSaving(false);
  };
  return (
    <FormDialog
      open
      title={t('bulk.title', { count: rows.length })}
      original={{ value: '' }}
      value={{ value }}
      valid={valid}
      saving={saving}
      onSave={save}
      onClose={props.onClose}
      saveLabel={t('bulk.apply')}
      testId="bulk-edit-dialog"
    >
      <div className="form-grid">
        <label className="input-field">
          <span>{t('bulk.field')}</span>
          <select value={field} data-autofocus onChange={(e) => setField(e.target.value)}>
            {columns.map((c) => (
              <option key={c.field} value={c.field}>
                {columnHeader(c, t)}
              </option>
            ))}
          </select>
        </label>
        <div className="input-field">
          <label htmlFor="bulk-value">{t('bulk.value')}</label>
          {column?.options ? (
            <select id="bulk-value" value={value} onChange={(e) => setValue(e.target.value)}>
              <option value="" />
              {column.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          ) : (
            <input id="bulk-value" value={value} maxLength={200} onChange={(e) => setValue(e.target.value)} />
          )}
        </div>
      </div>
      <h3 className="modal-subtitle">{t('bulk.preview')}</h3>
      <table className="preview-table" data-testid="bulk-preview">
        <TableHead labels={[t('bulk.row'), t('bulk.before'), t('bulk.after')]} />
        <tbody>
          {preview.map((p) => (
            <tr key={props.rowId(p.row)}>
              <td>{props.rowLabel(p.row)}</td>
              <td className={p.changed ? 'preview-old' : ''}>
                {column ? displayValue(column, p.before) : ''}
              </td>
              <td className={p.error ? 'input-error' : p.changed ? 'preview-new' : ''}>
                {p.error ?? (p.changed ? (column ? displayValue(column, after) : '') : t('bulk.unchanged'))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </FormDialog>
  );
}
