import { exportKind } from './exportRegistry.ts';

/** A cell's type in the workbook: numbers and dates are real Excel values (summable, sortable). */
export type ExportCellType = 'text' | 'number' | 'date';

/** A sheet to export: header texts and rows of values, in the view's column order. */
export interface ExportSheet {
  headers: string[];
  rows: (string | number | null)[][];
  /** Each column's type (default: guessed from the values: numbers, YYYY.MM.DD / ISO dates). */
  types?: (ExportCellType | undefined)[];
  /** The sheet's (Hungarian) name; default: the export kind's title. */
  sheetName?: string;
  /** Added to the file name after the kind's base name (letters, digits and dashes kept). */
  fileSuffix?: string;
}

/** Today as YYYYMMDD for the file name. */
const stamp = (d = new Date()) =>
  `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;

/** The Hungarian date format of date cells. */
export const EXPORT_DATE_FORMAT = 'yyyy.mm.dd';
const DATE_TEXT = /^(\d{4})[.-](\d{2})[.-](\d{2})\.?$/;
const DATE_TIME_TEXT = /^(\d{4})[.-](\d{2})[.-](\d{2})[ T](\d{2}):(\d{2})/;
/** A moment with its zone, as the API sends timestamps (`2026-11-27T07:49:06.123Z`). */
const ZONED_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Excel's day number of a date (1900 system), or null for a text that is no date. A timestamp with a
 * zone is the user's local time (Excel cells have no zone; the sheet shows what the screen's clock says).
 */
export function excelDate(text: string): number | null {
  if (ZONED_TEXT.test(text.trim())) {
    const at = new Date(text.trim());
    if (Number.isNaN(at.getTime())) return null;
    const local = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
    return excelDate(local);
  }
  const m = DATE_TEXT.exec(text.trim()) ?? DATE_TIME_TEXT.exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = Date.UTC(y, mo - 1, d);
  const back = new Date(utc);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  const time = m[4] !== undefined ? (Number(m[4]) * 60 + Number(m[5])) / 1440 : 0;
  return (utc - Date.UTC(1899, 11, 30)) / 86_400_000 + time;
}

/** A column's type from its values: all numbers → number, all dates → date, else text. */
export function guessType(values: readonly (string | number | null)[]): ExportCellType {
  const present = values.filter((v) => v !== null && v !== '');
  if (present.length === 0) return 'text';
  if (present.every((v) => typeof v === 'number')) return 'number';
  if (present.every((v) => typeof v === 'string' && excelDate(v) !== null)) return 'date';
  return 'text';
}

const SHEET_NAME_CHARS = /[\\/?*[\]:]/g;

/**
 * Builds the .xlsx workbook (SheetJS, loaded on demand): typed number and date cells (format
 * yyyy.mm.dd), the Hungarian sheet name, column widths, an autofilter over the data and a frozen
 * header row. Returns its bytes and file name.
 */
export async function buildXlsx(
  kind: string,
  sheet: ExportSheet,
  sheetTitle?: string,
): Promise<{ bytes: ArrayBuffer; fileName: string }> {
  const XLSX = await import('xlsx');
  const types = sheet.headers.map(
    (_, i) => sheet.types?.[i] ?? guessType(sheet.rows.map((r) => r[i] ?? null)),
  );
  const ws = XLSX.utils.aoa_to_sheet([sheet.headers]);
  sheet.rows.forEach((row, r) => {
    row.forEach((value, c) => {
      if (value === null || value === '') return;
      const address = XLSX.utils.encode_cell({ r: r + 1, c });
      const type = types[c];
      const date = type === 'date' && typeof value === 'string' ? excelDate(value) : null;
      const num = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
      if (date !== null) {
        const withTime = /\d:\d/.test(String(value));
        ws[address] = { t: 'n', v: date, z: withTime ? `${EXPORT_DATE_FORMAT} hh:mm` : EXPORT_DATE_FORMAT };
      } else if (type === 'number' && Number.isFinite(num)) ws[address] = { t: 'n', v: num };
      else ws[address] = { t: 's', v: String(value) };
    });
  });
  const lastCell = XLSX.utils.encode_cell({ r: sheet.rows.length, c: Math.max(0, sheet.headers.length - 1) });
  ws['!ref'] = `A1:${lastCell}`;
  ws['!autofilter'] = { ref: `A1:${lastCell}` };
  ws['!cols'] = sheet.headers.map((h, i) => ({
    wch: Math.min(
      60,
      Math.max(
        h.length + 3,
        types[i] === 'date' ? 12 : 0,
        ...sheet.rows.slice(0, 2000).map((r) => String(r[i] ?? '').length + 1),
      ),
    ),
  }));
  const wb = XLSX.utils.book_new();
  const name = (sheet.sheetName ?? sheetTitle ?? kind).replace(SHEET_NAME_CHARS, ' ').slice(0, 31);
  XLSX.utils.book_append_sheet(wb, ws, name);
  const plain = XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  const bytes = freezeHeaderRow(XLSX.CFB, plain);
  const base = exportKind(kind)?.fileName ?? kind;
  const suffix = (sheet.fileSuffix ?? '').replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
  return { bytes, fileName: `${base}${suffix ? `-${suffix}` : ''}-${stamp()}.xlsx` };
}

type Cfb = typeof import('xlsx').CFB;

/** SheetJS (community) writes no panes: the first sheet's view gets a frozen first row. */
function freezeHeaderRow(CFB: Cfb, bytes: ArrayBuffer): ArrayBuffer {
  const zip = CFB.read(new Uint8Array(bytes), { type: 'buffer' });
  const at = zip.FullPaths.findIndex((p: string) => p.endsWith('/xl/worksheets/sheet1.xml'));
  const entry = zip.FileIndex[at];
  if (!entry?.content) return bytes;
  const xml = new TextDecoder().decode(entry.content as Uint8Array);
  const pane =
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/>';
  const frozen = xml.replace(/<sheetView ([^>]*?)\/>/, `<sheetView $1>${pane}</sheetView>`);
  if (frozen === xml) return bytes;
  entry.content = new TextEncoder().encode(frozen);
  entry.size = entry.content.length;
  const out = CFB.write(zip, { fileType: 'zip', type: 'array' }) as number[] | Uint8Array;
  const array = out instanceof Uint8Array ? out : Uint8Array.from(out);
  return array.buffer.slice(array.byteOffset, array.byteOffset + array.byteLength) as ArrayBuffer;
}

/** Exports the sheet and lets the browser download it. */
export async function downloadXlsx(kind: string, sheet: ExportSheet, sheetTitle?: string): Promise<string> {
  const { bytes, fileName } = await buildXlsx(kind, sheet, sheetTitle);
  downloadBlob(
    new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    fileName,
  );
  return fileName;
}

/** Lets the browser save the blob under the file name (exports, freight documents). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
