import type { RulesContextInput } from '../../rules/ruleFacts.schemas.ts';
import type { ResolvedRuleSet } from '../../rules/ruleFile.schemas.ts';
import type { ImportCheckContext } from './checkImportRows.ts';
import type { ImportRowField } from './importColumns.ts';
import type { ImportedOrderRow } from './importRow.ts';
import type { WorkbookProblem } from './readImportWorkbook.ts';

/** Messages to workers/excelImport.worker.ts. */
export type ExcelImportRequest =
  | {
      id: number;
      type: 'parse';
      data: ArrayBuffer;
      ctx: ImportCheckContext;
      /** The server's rule set (GET /api/rules): its importRow rules check every row; null: the server checks. */
      rules: ResolvedRuleSet | null;
      rulesCtx: RulesContextInput;
    }
  | { id: number; type: 'edit'; rowNumber: number; field: ImportRowField; text: string };

/** Progress of a parse: reading the file, then checking the rows. */
export interface ExcelImportProgress {
  id: number;
  type: 'progress';
  phase: 'read' | 'check';
  done: number;
  total: number;
}

/** The checked rows of a parse or an edit. */
export interface ExcelImportResult {
  id: number;
  type: 'result';
  ok: true;
  sheetName: string;
  rows: ImportedOrderRow[];
  truncatedCells: number;
  unknownHeaders: string[];
}

/** Why a file (or an edit) failed. */
export interface ExcelImportFailure {
  id: number;
  type: 'result';
  ok: false;
  /** 'timeout': the browser ended a worker that went quiet (web excelImportClient.ts). */
  problem: WorkbookProblem | 'internal' | 'timeout';
  errors?: string[];
}

export type ExcelImportResponse = ExcelImportProgress | ExcelImportResult | ExcelImportFailure;
