import * as XLSX from 'xlsx';

/**
 * Rows SheetJS is let read past a row limit (option sheetRows = limit + this + 1), for the header
 * and blank rows: a sheet reaching beyond is refused as too long without the rest being read.
 */
export const SHEET_ROW_SLACK = 1000;

/** SheetJS stopped at sheetRows: the sheet's full range (!fullref) ends lower than what was read. */
export function sheetWasCut(sheet: XLSX.WorkSheet): boolean {
  const full = sheet['!fullref'];
  const read = sheet['!ref'];
  return !!full && !!read && XLSX.utils.decode_range(full).e.r > XLSX.utils.decode_range(read).e.r;
}
