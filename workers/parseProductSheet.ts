// The product upload parser (SheetJS): bytes of an .xlsx / .xls / .ods / .csv file → validated
// products or every refused row. Runs inside productSheet.worker.ts, off the request thread.

import * as XLSX from 'xlsx';
import { inspectZip } from '../src/core/files/inspectZip.ts';
import { SHEET_ROW_SLACK, sheetWasCut } from '../src/core/files/sheetWasCut.ts';
import {
  PRODUCT_UPLOAD_MAX_ERRORS,
  type ProductSheetReply,
} from '../src/core/products/productLoad.schemas.ts';
import {
  mapProductHeaders,
  PRODUCT_SHEET_HEADERS,
  readProductRows,
  type SheetRow,
} from '../src/core/products/productRows.ts';
import { PRODUCT_ERRORS } from '../src/core/products/products.errors.ts';
import { checkZipInflation } from './zipInflation.ts';

/** Why a file is refused before any row is read (Hungarian, shown as the job's message). */
export const SHEET_MESSAGES = {
  notSpreadsheet: 'A fájl nem táblázat: xlsx, xls, ods vagy csv fájlt töltsön fel!',
  unreadable: 'A fájl sérült, nem olvasható táblázatként!',
  empty: 'A fájl nem tartalmaz adatsort!',
  tooManyRows: (max: number) => `A fájl legfeljebb ${max} adatsort tartalmazhat!`,
  missingColumns: (headers: string[]) => `Hiányzó oszlop(ok) a fejlécben: ${headers.join(', ')}`,
};

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (b: Uint8Array, sig: number[]) => sig.every((x, i) => b[i] === x);

/** The file as text when it is a plain-text table: UTF-8, else Windows-1250 (Hungarian Excel CSV). */
function asText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1250').decode(bytes);
  }
}

function readWorkbook(bytes: Uint8Array, maxRows: number): XLSX.WorkBook | string {
  const zip = startsWith(bytes, ZIP);
  const binary = zip || startsWith(bytes, OLE);
  const text = binary ? null : asText(bytes);
  if (!binary && text === null) return SHEET_MESSAGES.notSpreadsheet;
  if (zip) {
    // The central directory first: a cut-off file or a zip bomb is refused before anything unpacks.
    const inspected = inspectZip(bytes);
    if (!inspected.ok) {
      return inspected.problem === 'broken' ? SHEET_MESSAGES.unreadable : PRODUCT_ERRORS.parseMemory.message;
    }
    // …and what its parts really unpack to: a directory that understates them is refused as a bomb.
    const inflation = checkZipInflation(bytes, inspected.parts);
    if (inflation !== 'ok') {
      return inflation === 'broken' ? SHEET_MESSAGES.unreadable : PRODUCT_ERRORS.parseMemory.message;
    }
  }
  const sheetRows = maxRows + SHEET_ROW_SLACK + 1;
  try {
    // raw: CSV cells stay text, so "12,5" is read by our decimal-comma rule, not as 125.
    return text === null
      ? XLSX.read(bytes, { type: 'array', dense: true, cellDates: false, sheetRows })
      : XLSX.read(text, { type: 'string', raw: true, dense: true, sheetRows });
  } catch {
    return SHEET_MESSAGES.unreadable;
  }
}

/**
 * Reads the first sheet: the first non-blank row is the header, the rest are data rows, each
 * validated (productRows.ts). Progress is reported while validating.
 */
export function parseProductSheet(
  bytes: Uint8Array,
  maxRows: number,
  onProgress: (done: number, total: number) => void = () => {},
): ProductSheetReply {
  if (bytes.length === 0) return { type: 'failed', message: SHEET_MESSAGES.empty };
  const wb = readWorkbook(bytes, maxRows);
  if (typeof wb === 'string') return { type: 'failed', message: wb };
  const name = wb.SheetNames[0];
  const sheet = name === undefined ? undefined : wb.Sheets[name];
  if (!sheet?.['!ref']) return { type: 'failed', message: SHEET_MESSAGES.empty };
  if (sheetWasCut(sheet)) return { type: 'failed', message: SHEET_MESSAGES.tooManyRows(maxRows) };
  const top = XLSX.utils.decode_range(sheet['!ref']).s.r;
  const aoa = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: null,
    blankrows: true,
  });
  const headerIndex = aoa.findIndex((r) => r.some((c) => c !== null && String(c).trim() !== ''));
  if (headerIndex < 0) return { type: 'failed', message: SHEET_MESSAGES.empty };
  const { columns, missing } = mapProductHeaders(aoa[headerIndex] ?? []);
  if (missing.length > 0) {
    return {
      type: 'failed',
      message: SHEET_MESSAGES.missingColumns(missing.map((f) => PRODUCT_SHEET_HEADERS[f])),
    };
  }
  const rows: SheetRow[] = aoa
    .slice(headerIndex + 1)
    .map((cells, i) => ({ row: top + headerIndex + i + 2, cells }));
  const dataRows = rows.filter((r) => r.cells.some((c) => c !== null && String(c).trim() !== '')).length;
  if (dataRows === 0) return { type: 'failed', message: SHEET_MESSAGES.empty };
  if (dataRows > maxRows) return { type: 'failed', message: SHEET_MESSAGES.tooManyRows(maxRows) };
  onProgress(0, dataRows);
  const { products, rowNumbers, errors, rowCount } = readProductRows(rows, columns, (done) =>
    onProgress(Math.min(done, dataRows), dataRows),
  );
  // The errors go into the job's row and every status poll: the first ones are enough to fix a file.
  return {
    type: 'result',
    products,
    rowNumbers,
    errors: errors.slice(0, PRODUCT_UPLOAD_MAX_ERRORS),
    total: rowCount,
  };
}
