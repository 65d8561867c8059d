import * as XLSX from 'xlsx';
import { inspectZip } from '../../files/inspectZip.ts';
import { SHEET_ROW_SLACK, sheetWasCut } from '../../files/sheetWasCut.ts';
import type { ImportConfig } from './importColumns.ts';
import { type HeaderMapping, mapHeaders } from './importHeaders.ts';
import { type ImportRowInput, type ImportValues, MAX_CELL_CHARS } from './importRow.ts';

/** Why a file cannot be imported at all (the web shows a locale text per problem). */
export type WorkbookProblem =
  | 'notSpreadsheet'
  | 'broken'
  | 'empty'
  | 'noRows'
  | 'tooLarge'
  | 'tooManyRows'
  | 'headers';

/** Largest file read (bytes) and most data rows taken. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;

/** The rows of a workbook's first non-empty sheet, mapped by header; or the problem. */
export type WorkbookRead =
  | { ok: true; sheetName: string; rows: ImportRowInput[]; truncatedCells: number; unknownHeaders: string[] }
  | { ok: false; problem: WorkbookProblem; errors?: string[] };

const startsWith = (b: Uint8Array, sig: readonly number[]) => sig.every((x, i) => b[i] === x);
/** .xlsx and .ods are ZIP containers, .xls is an OLE compound file: anything else is not a spreadsheet. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as text: date cells as ISO dates, numbers without float noise, formulas by their cached value. */
function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  const v = cell.v;
  if (v instanceof Date) return `${v.getFullYear()}-${pad(v.getMonth() + 1)}-${pad(v.getDate())}`;
  if (cell.t === 'n' && typeof v === 'number') {
    if (cell.z !== undefined && XLSX.SSF.is_date(cell.z)) {
      const d = XLSX.SSF.parse_date_code(v) as { y: number; m: number; d: number };
      return `${d.y}-${pad(d.m)}-${pad(d.d)}`;
    }
    return String(Math.round(v * 1e6) / 1e6);
  }
  if (cell.t === 'e') return cell.w ?? '#ERROR';
  return String(v);
}

const sheetRows = (ws: XLSX.WorkSheet): (XLSX.CellObject | undefined)[][] =>
  ((ws as { '!data'?: (XLSX.CellObject | undefined)[][] })['!data'] ?? []).map((r) => r ?? []);

/**
 * Reads an .xlsx, .xls or .ods workbook (SheetJS, cached formula values) into import rows:
 * the first non-empty row of the first non-empty sheet is the header row; empty rows are skipped;
 * cells longer than MAX_CELL_CHARS are cut to one character more (the checks mark them invalid).
 */
export function readImportWorkbook(
  data: ArrayBuffer | Uint8Array,
  config: ImportConfig,
  onRow?: (done: number, total: number) => void,
): WorkbookRead {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (bytes.byteLength > MAX_IMPORT_BYTES) return { ok: false, problem: 'tooLarge' };
  if (!startsWith(bytes, ZIP) && !startsWith(bytes, CFB)) return { ok: false, problem: 'notSpreadsheet' };
  if (startsWith(bytes, ZIP)) {
    // The central directory first: a cut-off file or a zip bomb is refused before anything unpacks.
    const inspected = inspectZip(bytes);
    if (!inspected.ok) return { ok: false, problem: inspected.problem };
  }
  let wb: XLSX.WorkBook;
  try {
    wb = XLSX.read(bytes, {
      type: 'array',
      dense: true,
      sheetRows: MAX_IMPORT_ROWS + SHEET_ROW_SLACK + 1,
      cellNF: true,
      // No formatted texts: dates are told by their number format, numbers are read as numbers.
      cellText: false,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
    });
  } catch {
    return { ok: false, problem: 'broken' };
  }
  if (!wb.SheetNames || wb.SheetNames.length === 0) return { ok: false, problem: 'broken' };
  for (const sheetName of wb.SheetNames) {
    const ws = wb.Sheets[sheetName];
    if (!ws) continue;
    const grid = sheetRows(ws);
    if (sheetWasCut(ws)) return { ok: false, problem: 'tooManyRows' };
    const headerAt = grid.findIndex((r) => r.some((c) => cellText(c).trim() !== ''));
    if (headerAt < 0) continue;
    const mapping: HeaderMapping = mapHeaders((grid[headerAt] ?? []).map(cellText), config);
    if (mapping.errors.length > 0) return { ok: false, problem: 'headers', errors: mapping.errors };
    const fields = Object.entries(mapping.columns) as [keyof ImportValues, number][];
    const rows: ImportRowInput[] = [];
    let truncatedCells = 0;
    const total = grid.length - headerAt - 1;
    for (let r = headerAt + 1; r < grid.length; r++) {
      const line = grid[r] ?? [];
      const values: ImportValues = {};
      let any = false;
      for (const [field, c] of fields) {
        let t = cellText(line[c]);
        if (t.length > MAX_CELL_CHARS) {
          t = t.slice(0, MAX_CELL_CHARS + 1);
          truncatedCells++;
        }
        if (t.trim() !== '') any = true;
        values[field] = t;
      }
      if (!any) continue;
      if (rows.length >= MAX_IMPORT_ROWS) return { ok: false, problem: 'tooManyRows' };
      rows.push({ rowNumber: r + 1, values });
      if (onRow && rows.length % 2000 === 0) onRow(r - headerAt, total);
    }
    if (rows.length === 0) return { ok: false, problem: 'noRows' };
    return { ok: true, sheetName, rows, truncatedCells, unknownHeaders: mapping.unknownHeaders };
  }
  return { ok: false, problem: 'empty' };
}
