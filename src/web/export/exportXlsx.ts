import { exportKind } from './exportRegistry.ts';

/** A sheet to export: header texts and rows of display values, in the view's column order. */
export interface ExportSheet {
  headers: string[];
  rows: (string | number | null)[][];
}

/** Today as YYYYMMDD for the file name. */
const stamp = (d = new Date()) =>
  `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;

/** Builds the .xlsx workbook (SheetJS, loaded on demand) and returns its bytes and file name. */
export async function buildXlsx(
  kind: string,
  sheet: ExportSheet,
): Promise<{ bytes: ArrayBuffer; fileName: string }> {
  const XLSX = await import('xlsx');
  const ws = XLSX.utils.aoa_to_sheet([sheet.headers, ...sheet.rows]);
  ws['!cols'] = sheet.headers.map((h, i) => ({
    wch: Math.min(60, Math.max(h.length, ...sheet.rows.map((r) => String(r[i] ?? '').length)) + 2),
  }));
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, kind.slice(0, 31));
  const bytes = XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  const base = exportKind(kind)?.fileName ?? kind;
  return { bytes, fileName: `${base}-${stamp()}.xlsx` };
}

/** Exports the sheet and lets the browser download it. */
export async function downloadXlsx(kind: string, sheet: ExportSheet): Promise<string> {
  const { bytes, fileName } = await buildXlsx(kind, sheet);
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
