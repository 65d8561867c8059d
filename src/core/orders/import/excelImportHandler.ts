import type { RulesContextInput } from '../../rules/ruleFacts.schemas.ts';
import type { ResolvedRuleSet } from '../../rules/ruleFile.schemas.ts';
import { applyRulesSync, createImportChecker, type ImportCheckContext } from './checkImportRows.ts';
import type { ExcelImportRequest, ExcelImportResponse } from './excelImportProtocol.ts';
import type { ImportedOrderRow, ImportRowInput } from './importRow.ts';
import { readImportWorkbook } from './readImportWorkbook.ts';

const CHECK_CHUNK = 1000;

/**
 * The Excel import worker's logic, apart from the worker file so tests and benches run it as is:
 * parse → map headers → cells' parse checks and the importRow rules (validation and capacity
 * families, compiled) → cross-row checks;
 * an edit re-checks that row and the cross-row checks over every row.
 */
export function createExcelImportHandler(post: (message: ExcelImportResponse) => void) {
  let state: {
    ctx: ImportCheckContext;
    checker: ReturnType<typeof createImportChecker>;
    rules: ((rows: ImportedOrderRow[]) => void) | null;
    own: ImportedOrderRow[];
    sheetName: string;
    truncatedCells: number;
    unknownHeaders: string[];
  } | null = null;

  const rulesOf = (ctx: ImportCheckContext, rules: ResolvedRuleSet | null, rulesCtx: RulesContextInput) =>
    rules ? (rows: ImportedOrderRow[]) => applyRulesSync(rows, ctx, rules, rulesCtx) : null;

  const checkOwn = (inputs: ImportRowInput[], onChunk?: (done: number) => void): ImportedOrderRow[] => {
    if (!state) return [];
    const out: ImportedOrderRow[] = [];
    for (let i = 0; i < inputs.length; i += CHECK_CHUNK) {
      const chunk = inputs.slice(i, i + CHECK_CHUNK).map(state.checker.checkOwn);
      state.rules?.(chunk);
      out.push(...chunk);
      onChunk?.(out.length);
    }
    return out;
  };

  const result = (id: number): ExcelImportResponse =>
    state
      ? {
          id,
          type: 'result',
          ok: true,
          sheetName: state.sheetName,
          rows: state.checker.checkAcross(state.own),
          truncatedCells: state.truncatedCells,
          unknownHeaders: state.unknownHeaders,
        }
      : { id, type: 'result', ok: false, problem: 'internal', errors: ['no file read yet'] };

  return function handle(message: ExcelImportRequest): void {
    try {
      if (message.type === 'parse') {
        state = null;
        const read = readImportWorkbook(message.data, message.ctx.config, (done, total) =>
          post({ id: message.id, type: 'progress', phase: 'read', done, total }),
        );
        if (!read.ok) {
          post({ id: message.id, type: 'result', ok: false, problem: read.problem, errors: read.errors });
          return;
        }
        state = {
          ctx: message.ctx,
          checker: createImportChecker(message.ctx),
          rules: rulesOf(message.ctx, message.rules, message.rulesCtx),
          own: [],
          sheetName: read.sheetName,
          truncatedCells: read.truncatedCells,
          unknownHeaders: read.unknownHeaders,
        };
        const total = read.rows.length;
        state.own = checkOwn(read.rows, (done) =>
          post({ id: message.id, type: 'progress', phase: 'check', done, total }),
        );
        post(result(message.id));
        return;
      }
      if (!state) {
        post(result(message.id));
        return;
      }
      const at = state.own.findIndex((r) => r.rowNumber === message.rowNumber);
      const current = state.own[at];
      if (!current) {
        post({ id: message.id, type: 'result', ok: false, problem: 'internal', errors: ['unknown row'] });
        return;
      }
      const [rechecked] = checkOwn([
        { rowNumber: current.rowNumber, values: { ...current.values, [message.field]: message.text } },
      ]);
      if (rechecked) state.own[at] = rechecked;
      post(result(message.id));
    } catch (err) {
      post({
        id: message.id,
        type: 'result',
        ok: false,
        problem: 'internal',
        errors: [err instanceof Error ? err.message : String(err)],
      });
    }
  };
}
