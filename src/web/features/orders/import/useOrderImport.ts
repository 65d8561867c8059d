import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type ImportCheckContext,
  importRulesRequest,
} from '../../../../core/orders/import/checkImportRows.ts';
import type {
  ExcelImportFailure,
  ExcelImportProgress,
} from '../../../../core/orders/import/excelImportProtocol.ts';
import type { ImportConfig, ImportRowField } from '../../../../core/orders/import/importColumns.ts';
import type { ImportedOrderRow } from '../../../../core/orders/import/importRow.ts';
import type { ImportRowVerdict } from '../../../../core/orders/import/orderImport.schemas.ts';
import { MAX_IMPORT_BYTES } from '../../../../core/orders/import/readImportWorkbook.ts';
import type { RuleTrace } from '../../../../core/rules/ruleResults.ts';
import { ApiError } from '../../../api/apiErrors.ts';
import { rulesClient, sessionRulesContext } from '../../../rules/rulesClient.ts';
import { useLatest } from '../../../ui/useLatest.ts';
import { createExcelImportClient, type ExcelImportClient } from './excelImportClient.ts';
import { type ImportGridRow, toGridRows } from './importGridRows.ts';
import { loadImportContext, saveImport } from './orderImportApi.ts';
import { apiMessage, useImportVerdicts } from './useImportVerdicts.ts';

export type ImportPhase = 'pick' | 'reading' | 'checking' | 'ready' | 'saving';
/** A file-level problem: which locale text, and the spec's messages (missing headers) if any. */
export interface ImportProblem {
  problem: ExcelImportFailure['problem'] | 'wrongType' | 'server';
  errors: string[];
}

const ACCEPTED = /\.(xlsx|xls|ods)$/i;

/**
 * The import view's state: the worker reads and checks the file, the server adds what only it
 * knows (?check=true), each cell edit re-checks its row (and uniqueness across rows) in the worker.
 */
export function useOrderImport(onSaved: (message: string, orderIds: string[]) => void) {
  const client = useRef<ExcelImportClient | null>(null);
  /** The import's check context (columns, vehicles, calendar, today), for "Miért?". */
  const checkCtx = useRef<ImportCheckContext | null>(null);
  const [phase, setPhase] = useState<ImportPhase>('pick');
  const [progress, setProgress] = useState<ExcelImportProgress | null>(null);
  const [problem, setProblem] = useState<ImportProblem | null>(null);
  const [config, setConfig] = useState<ImportConfig | null>(null);
  const [rows, setRows] = useState<ImportedOrderRow[]>([]);
  const [info, setInfo] = useState<{
    fileName: string;
    truncatedCells: number;
    unknownHeaders: string[];
  } | null>(null);
  const [saveError, setSaveError] = useState('');
  const rowsRef = useLatest(rows);
  const { server, serverRef, geocoded, dropServerError, takeVerdicts, checkServer, clear } =
    useImportVerdicts(rowsRef, (message) => setProblem({ problem: 'server', errors: [message] }));
  /** Edits on their way through the worker (a save waits for them). */
  const pending = useRef(new Set<Promise<void>>());

  useEffect(() => () => client.current?.close(), []);

  const pick = useCallback(
    async (file: File) => {
      setProblem(null);
      setSaveError('');
      setRows([]);
      clear();
      setInfo(null);
      if (!ACCEPTED.test(file.name)) return setProblem({ problem: 'wrongType', errors: [] });
      if (file.size > MAX_IMPORT_BYTES) return setProblem({ problem: 'tooLarge', errors: [] });
      setPhase('reading');
      setProgress(null);
      try {
        const [{ ctx, rules }, data] = await Promise.all([loadImportContext(), file.arrayBuffer()]);
        setConfig(ctx.config);
        checkCtx.current = ctx;
        client.current?.close();
        client.current = createExcelImportClient();
        const out = await client.current.parse(
          { type: 'parse', data, ctx, rules, rulesCtx: sessionRulesContext() },
          setProgress,
        );
        if (!out.ok) {
          setPhase('pick');
          return setProblem({ problem: out.problem, errors: out.errors ?? [] });
        }
        setRows(out.rows);
        rowsRef.current = out.rows;
        setInfo({
          fileName: file.name,
          truncatedCells: out.truncatedCells,
          unknownHeaders: out.unknownHeaders,
        });
        setPhase('checking');
        await checkServer(out.rows);
        setPhase('ready');
      } catch (err) {
        setPhase('pick');
        setProblem({ problem: 'server', errors: [apiMessage(err)] });
      }
    },
    [checkServer, clear],
  );

  const editNow = useCallback(
    async (rowNumber: number, field: ImportRowField, text: string) => {
      setSaveError('');
      dropServerError(rowNumber, field);
      const out = await client.current?.edit({ type: 'edit', rowNumber, field, text });
      if (!out?.ok) return;
      setRows(out.rows);
      rowsRef.current = out.rows;
      // The server-side checks (database, geocoding, factory) of the edited row only.
      const row = out.rows.find((r) => r.rowNumber === rowNumber);
      if (row) await checkServer([row]);
    },
    [checkServer, dropServerError],
  );
  const edit = useCallback(
    (rowNumber: number, field: ImportRowField, text: string) => {
      const job = editNow(rowNumber, field, text).finally(() => pending.current.delete(job));
      pending.current.add(job);
      return job;
    },
    [editNow],
  );

  const gridRows: ImportGridRow[] = useMemo(
    () => toGridRows(rows, server, geocoded),
    [rows, server, geocoded],
  );
  const errorRows = gridRows.filter((r) => r.errors.length > 0).length;
  const canSave = phase === 'ready' && rows.length > 0 && errorRows === 0;

  /** "Miért?" on a row (explainImportRow). */
  const explain = useCallback(
    (rowNumber: number, field: string | null) =>
      explainImportRow(
        rowsRef.current.find((r) => r.rowNumber === rowNumber),
        checkCtx.current,
        field,
      ),
    [],
  );

  /** Saves once the edits in flight are checked; refused while any row has errors. */
  const save = useCallback(async () => {
    if (!canSave) return;
    await Promise.all([...pending.current]);
    const latest = toGridRows(rowsRef.current, serverRef.current, new Map());
    if (latest.some((r) => r.errors.length > 0)) return;
    setPhase('saving');
    setSaveError('');
    try {
      const res = await saveImport(rowsRef.current);
      setPhase('ready');
      onSaved(res.message, res.orderIds);
    } catch (err) {
      setPhase('ready');
      setSaveError(apiMessage(err));
      const body = err instanceof ApiError ? (err.body as { rows?: ImportRowVerdict[] } | null) : null;
      if (body?.rows) takeVerdicts(body.rows, rowsRef.current);
    }
  }, [canSave, onSaved, takeVerdicts, serverRef]);

  return {
    phase,
    progress,
    problem,
    config,
    gridRows,
    errorRows,
    info,
    saveError,
    canSave,
    pick,
    edit,
    save,
    explain,
  };
}

/**
 * "Miért?" on a row: its values through the importRow rules again with a trace (the same request
 * the worker checked it with); the fired rules of the focused cell's field, else of the whole row.
 */
async function explainImportRow(
  row: ImportedOrderRow | undefined,
  ctx: ImportCheckContext | null,
  field: string | null,
): Promise<RuleTrace[]> {
  if (!row || !ctx) return [];
  const request = { ...importRulesRequest([row], ctx, sessionRulesContext()), trace: true };
  const [result] = await rulesClient.evaluate(request);
  const fired = (result?.trace ?? []).filter((t) => t.fired && t.event.type === 'fieldError');
  const atField = fired.filter((t) => t.event.type === 'fieldError' && t.event.params.field === field);
  return atField.length > 0 ? atField : fired;
}
