import { readFile } from 'node:fs/promises';
import { type Download, expect } from '@playwright/test';
import * as XLSX from 'xlsx';

/** A downloaded Excel export read back: its sheets, the first sheet (and its XML), columns by header. */
export class ExportedWorkbook {
  private constructor(
    readonly download: Download,
    readonly book: XLSX.WorkBook,
    /** The first sheet's XML: the frozen pane and column widths, which the reader does not expose. */
    readonly xml: string,
  ) {}

  static async read(download: Download): Promise<ExportedWorkbook> {
    const bytes = new Uint8Array(await readFile(await download.path()));
    const book = XLSX.read(bytes, { type: 'array', cellNF: true });
    const zip = XLSX.CFB.read(bytes, { type: 'buffer' });
    const at = zip.FullPaths.findIndex((p: string) => p.endsWith('/xl/worksheets/sheet1.xml'));
    const xml = new TextDecoder().decode(zip.FileIndex[at]?.content as Uint8Array);
    return new ExportedWorkbook(download, book, xml);
  }

  get sheetNames(): string[] {
    return this.book.SheetNames;
  }

  /** The first (the only) sheet. */
  get sheet(): XLSX.WorkSheet {
    return this.book.Sheets[this.book.SheetNames[0] ?? ''] as XLSX.WorkSheet;
  }

  /** The column letter of a header of row 1. */
  columnOf(header: string): string {
    const ws = this.sheet;
    const range = XLSX.utils.decode_range(ws['!ref'] ?? 'A1');
    for (let c = range.s.c; c <= range.e.c; c++) {
      if (ws[XLSX.utils.encode_cell({ r: 0, c })]?.v === header) return XLSX.utils.encode_col(c);
    }
    throw new Error(`the export has no column "${header}"`);
  }

  /** The cells under a header (row 2 …; undefined where a cell is empty). */
  column(header: string): (XLSX.CellObject | undefined)[] {
    const letter = this.columnOf(header);
    const last = XLSX.utils.decode_range(this.sheet['!ref'] ?? 'A1').e.r;
    return Array.from({ length: last }, (_, i) => this.sheet[`${letter}${i + 2}`]);
  }

  /** The cell of a header's column in a sheet row (2 is the first data row). */
  cell(header: string, row: number): XLSX.CellObject | undefined {
    return this.sheet[`${this.columnOf(header)}${row}`];
  }

  /** Every row as text, the header row first; an empty cell is ''. */
  rows(): string[][] {
    return XLSX.utils.sheet_to_json<string[]>(this.sheet, { header: 1, defval: '' });
  }

  /** The frame of every export: frozen header row, set column widths, autofilter over `rows` data rows. */
  expectFrame(rows: number): void {
    expect(this.xml).toContain('state="frozen"');
    expect(this.xml).toMatch(/<col min="1" max="1" width="[\d.]+" customWidth="1"\/>/);
    expect(this.sheet['!autofilter']?.ref).toMatch(new RegExp(`^A1:[A-Z]+${rows + 1}$`));
    expect(XLSX.utils.decode_range(this.sheet['!ref'] ?? 'A1').e.r).toBe(rows);
  }
}
