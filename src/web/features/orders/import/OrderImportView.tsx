import { useEffect, useMemo, useRef, useState } from 'react';
import { CommandBar } from '../../../commands/CommandBar.tsx';
import type { MessageKey } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/useT.ts';
import { registerWhySource } from '../../../rules/whyState.ts';
import { FileInput } from '../../../ui/inputs/FileInput.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { useDialogKeys } from '../../../ui/useDialogKeys.ts';
import { downloadImportTemplate } from './downloadImportTemplate.ts';
import { ImportGrid, type ImportGridHandle } from './ImportGrid.tsx';
import { loadImportColumns } from './orderImportApi.ts';
import { orderImportHost } from './orderImportState.ts';
import { type ImportProblem, useOrderImport } from './useOrderImport.ts';
import './orderImport.css';
import type { CommandId } from '../../../commands/commandTypes.ts';
import { useLatest } from '../../../ui/useLatest.ts';

const PROBLEM_KEYS: Record<ImportProblem['problem'], MessageKey> = {
  wrongType: 'orderImport.problemWrongType',
  notSpreadsheet: 'orderImport.problemNotSpreadsheet',
  broken: 'orderImport.problemBroken',
  empty: 'orderImport.problemEmpty',
  noRows: 'orderImport.problemNoRows',
  tooLarge: 'orderImport.problemTooLarge',
  tooManyRows: 'orderImport.problemTooManyRows',
  headers: 'orderImport.problemHeaders',
  internal: 'orderImport.problemInternal',
  timeout: 'orderImport.problemTimeout',
  server: 'orderImport.problemServer',
};

const VIEW_COMMANDS: readonly CommandId[] = [
  'orderImport.pickFile',
  'orderImport.nextError',
  'orderImport.onlyErrors',
  'orderImport.template',
];

export interface OrderImportViewProps {
  onClose(): void;
  onSaved(message: string, orderIds: string[]): void;
}

/**
 * The Excel order import (business.md §2, §5): pick a file (the file input has the focus), watch
 * the progress, fix the rows in the grid (every cell edit re-checks its row), save when no row has
 * errors. Ctrl+S saves, Esc closes; Alt+O file, Alt+E next error, Alt+H only rows with errors,
 * Alt+L template.
 */
export function OrderImportView({ onClose, onSaved }: OrderImportViewProps) {
  const t = useT();
  const imp = useOrderImport(onSaved);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const grid = useRef<ImportGridHandle>(null);
  const [status, setStatus] = useState('');
  // "Miért?" (F1) on the focused row: the importRow rules behind its messages.
  const explainRef = useLatest(imp.explain);
  useEffect(
    () =>
      registerWhySource({
        inDialog: true,
        available: () => (grid.current?.focused()?.row.errors.length ?? 0) > 0,
        traces: () => {
          const at = grid.current?.focused();
          return at ? explainRef.current(at.row.rowNumber, at.field) : [];
        },
      }),
    [],
  );
  useDialogKeys({
    save: () => {
      // A cell still being edited is committed (and re-checked) first.
      grid.current?.stopEditing();
      void imp.save();
    },
    cancel: () => {
      if (imp.phase !== 'saving') onClose();
    },
  });
  useEffect(() => {
    orderImportHost.setView({
      pickFile: () => fileInput.current?.focus(),
      nextError: () => {
        if (!grid.current?.nextError()) setStatus(t('orderImport.noErrors'));
      },
      toggleOnlyErrors: () => setOnlyErrors((v) => !v),
      // The columns of the rule set in force now (its mode's importColumns.json); a failed call alerts.
      downloadTemplate: () =>
        void loadImportColumns()
          .then(downloadImportTemplate)
          .then(
            (file) => setStatus(t('orderImport.templateSaved', { file })),
            () => undefined,
          ),
    });
    return () => orderImportHost.setView(null);
  }, [t]);
  // Once a file's rows are in, the keyboard goes to the grid: the first error, else the first cell.
  const ready = imp.phase === 'ready';
  useEffect(() => {
    if (!ready) return;
    setTimeout(() => {
      if (!grid.current?.nextError()) grid.current?.focus();
    }, 0);
  }, [ready]);

  const shown = useMemo(
    () => (onlyErrors ? imp.gridRows.filter((r) => r.errors.length > 0) : imp.gridRows),
    [onlyErrors, imp.gridRows],
  );
  const busy = imp.phase === 'reading' || imp.phase === 'checking' || imp.phase === 'saving';

  return (
    <Modal open label={t('orderImport.title')} className="order-import" testId="order-import">
      <h2 className="modal-title">{t('orderImport.title')}</h2>
      <div className="order-import-top">
        <FileInput
          label={t('orderImport.file')}
          labelClass="order-import-file"
          inputRef={fileInput}
          data-autofocus
          accept=".xlsx,.xls,.ods,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,application/vnd.oasis.opendocument.spreadsheet"
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void imp.pick(file);
          }}
          data-testid="order-import-file"
        />
        <label className="order-import-only-errors">
          <input type="checkbox" checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} />
          {t('orderImport.onlyErrors')}
        </label>
        <CommandBar ids={VIEW_COMMANDS} />
      </div>
      <ImportProgress imp={imp} busy={busy} />
      {imp.gridRows.length > 0 && imp.config && (
        <ImportGrid
          ref={grid}
          rows={shown}
          columns={imp.config.columns}
          editable={!busy}
          onEdit={(...a) => void imp.edit(...a)}
          onFocusMessage={setStatus}
        />
      )}
      <div
        className={`grid-status${imp.saveError ? ' error' : ''}`}
        role="status"
        data-testid="order-import-status"
      >
        {imp.saveError || status}
      </div>
      <div className="modal-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!imp.canSave}
          onClick={() => void imp.save()}
          data-testid="order-import-save"
        >
          {t('orderImport.save', { count: String(imp.gridRows.length) })}
        </button>
        <button type="button" className="btn" disabled={imp.phase === 'saving'} onClick={onClose}>
          {t('dialog.close')}
        </button>
      </div>
    </Modal>
  );
}

/** What the import is doing (reading, checking, saving), why a file was refused, and what it read. */
function ImportProgress({ imp, busy }: { imp: ReturnType<typeof useOrderImport>; busy: boolean }) {
  const t = useT();
  const p = imp.progress;
  return (
    <>
      {busy && (
        <div className="order-import-progress" role="status" data-testid="order-import-progress">
          <span>
            {t(
              imp.phase === 'saving'
                ? 'orderImport.saving'
                : imp.phase === 'checking'
                  ? 'orderImport.checkingServer'
                  : p?.phase === 'check'
                    ? 'orderImport.checkingRows'
                    : 'orderImport.reading',
            )}
          </span>
          <progress
            max={p && imp.phase === 'reading' ? p.total : undefined}
            value={p && imp.phase === 'reading' ? p.done : undefined}
          />
          {p && imp.phase === 'reading' && <span>{`${p.done} / ${p.total}`}</span>}
        </div>
      )}
      {imp.problem && (
        <div className="order-import-problem status-error" role="alert" data-testid="order-import-problem">
          <p>{t(PROBLEM_KEYS[imp.problem.problem])}</p>
          {imp.problem.errors.length > 0 && (
            <ul>
              {imp.problem.errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {imp.info && (
        <p className="order-import-summary" data-testid="order-import-summary">
          {t('orderImport.summary', {
            file: imp.info.fileName,
            rows: String(imp.gridRows.length),
            errors: String(imp.errorRows),
          })}
          {imp.info.truncatedCells > 0 &&
            ` ${t('orderImport.truncated', { count: String(imp.info.truncatedCells) })}`}
          {imp.info.unknownHeaders.length > 0 &&
            ` ${t('orderImport.unknownHeaders', { headers: imp.info.unknownHeaders.join(', ') })}`}
        </p>
      )}
    </>
  );
}
