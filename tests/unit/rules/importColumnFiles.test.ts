import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { checkImportRows } from '../../../src/core/orders/import/checkImportRows.ts';
import { readImportWorkbook } from '../../../src/core/orders/import/readImportWorkbook.ts';
import { importColumnsOf, isImportColumnsFile } from '../../../src/core/rules/importColumnFiles.ts';
import { importColumnsJsonSchema } from '../../../src/core/rules/ruleFileJsonSchema.ts';
import {
  checkAllRuleFiles,
  loadRuleSet,
  readRuleFiles,
  rulesDir,
} from '../../../src/server/rules/loadRuleFiles.ts';
import {
  buildImportContext,
  buildImportRow,
  buildImportValues,
} from '../../factories/orderImport.factory.ts';
import { cleanRuleCopies, copyRules } from './ruleDirs.ts';

cleanRuleCopies();

/** Writes an import columns file into the copy, pretty-printed so its positions are predictable. */
function writeColumns(dir: string, file: string, columns: unknown[], extra: Record<string, unknown> = {}) {
  const p = path.join(dir, file);
  mkdirSync(path.dirname(p), { recursive: true });
  writeFileSync(
    p,
    JSON.stringify({ $schema: '../../import-columns.schema.json', ...extra, columns }, null, 2),
  );
}

/** An .xlsx with these headers and one row of these cells. */
function sheet(headers: string[], row: (string | number)[]): Uint8Array {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([headers, row]), 'Rendelések');
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

const headersOf = (mode: string, dir?: string) =>
  importColumnsOf(loadRuleSet(mode, dir)).columns.map((c) => c.header);

describe('import columns from configuration (rules/base/importColumns.json + the mode file)', () => {
  it('each mode resolves its columns: the base ones, marka and wienerberger rename one header and keep its checks', () => {
    const logistics = importColumnsOf(loadRuleSet('logistics'));
    expect(logistics.columns).toHaveLength(13);
    expect(logistics.deliveryDateHeader).toBe('Szállítási dátum');
    expect(logistics.columns[0]).toEqual({
      field: 'idNumber',
      header: 'Azonosító',
      checks: ['required', 'unique'],
    });
    for (const mode of ['barabas', 'topolisz']) expect(importColumnsOf(loadRuleSet(mode))).toEqual(logistics);
    const marka = importColumnsOf(loadRuleSet('marka'));
    expect(marka.columns[0]).toEqual({
      field: 'idNumber',
      header: 'Rendelésszám',
      checks: ['required', 'unique'],
    });
    expect(marka.columns.slice(1)).toEqual(logistics.columns.slice(1));
    const wb = importColumnsOf(loadRuleSet('wienerberger'));
    expect(wb.columns.find((c) => c.field === 'sumWeight')).toEqual({
      field: 'sumWeight',
      header: 'Súly (kg)',
      checks: ['required'],
    });
  });

  it("a mode's file changes what the import reads: renamed, added, removed columns and their checks", () => {
    const dir = copyRules();
    writeColumns(dir, 'modes/topolisz/importColumns.json', [
      { field: 'customerName', header: 'Ügyfél neve' },
      { field: 'customerNumber', checks: ['required', 'unique'] },
      { field: 'comment', remove: true },
    ]);
    const set = loadRuleSet('topolisz', dir);
    const config = importColumnsOf(set);
    expect(config.columns.map((c) => c.header)).toEqual(
      headersOf('logistics')
        .map((h) => (h === 'Vevő neve' ? 'Ügyfél neve' : h))
        .filter((h) => h !== 'Megjegyzés'),
    );
    // The hash covers the columns: the browser and the events see the change.
    expect(set.hash).not.toBe(loadRuleSet('topolisz').hash);

    // Reading: the old header is now unknown and the required new one missing; the new header maps.
    const logisticsHeaders = headersOf('logistics');
    const cells = logisticsHeaders.map((h) => (h === 'Raklapszám' ? 10 : `${h} érték`));
    const old = readImportWorkbook(sheet(logisticsHeaders, cells), config);
    expect(old).toEqual({
      ok: false,
      problem: 'headers',
      errors: ['A "Ügyfél neve" mező kitöltése kötelező!'],
    });
    const renamed = logisticsHeaders.map((h) => (h === 'Vevő neve' ? 'ügyfél  NEVE ' : h));
    const read = readImportWorkbook(sheet(renamed, cells), config);
    if (!read.ok) throw new Error(read.problem);
    expect(read.rows[0]?.values.customerName).toBe('Vevő neve érték');
    // The removed column is not read: its header is unknown, its cell ignored.
    expect(read.unknownHeaders).toEqual(['Megjegyzés']);
    expect(read.rows[0]?.values.comment).toBeUndefined();

    // Checks across rows follow the file: customerNumber is unique in topolisz only.
    const rows = [buildImportRow(2), buildImportRow(3)];
    const dup = checkImportRows(rows, buildImportContext({ config }), set);
    expect(dup[0]?.errors).toEqual([
      {
        type: 'DUPLICATED_VALUE',
        message: 'A "Vevőkód" mező értékeinek egyedinek kell lennie!',
        field: 'customerNumber',
      },
    ]);
    expect(checkImportRows(rows, buildImportContext(), loadRuleSet('logistics'))[0]?.errors).toEqual([]);
    // Messages name the configured header; a value sent for a removed column is dropped.
    const [blank] = checkImportRows(
      [{ rowNumber: 2, values: buildImportValues({ customerName: '', comment: 'nem olvasott' }) }],
      buildImportContext({ config }),
      set,
    );
    expect(blank?.errors.map((e) => e.message)).toEqual(['A "Ügyfél neve" mező kitöltése kötelező!']);
    expect(blank?.parsed.comment).toBeNull();
  });

  it('the repository files pass their JSON Schema, which is up to date (npm run rules:schema)', () => {
    const schema = JSON.parse(readFileSync(path.join(rulesDir(), 'import-columns.schema.json'), 'utf8'));
    expect(schema).toEqual(JSON.parse(JSON.stringify(importColumnsJsonSchema())));
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    const files = readRuleFiles().filter((f) => isImportColumnsFile(f.file));
    expect(files.map((f) => f.file)).toEqual(
      expect.arrayContaining(['base/importColumns.json', 'modes/marka/importColumns.json']),
    );
    for (const { file, content } of files) {
      expect((content as { $schema?: string }).$schema, file).toMatch(/import-columns\.schema\.json$/);
      expect(validate(content), `${file}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
    expect(validate({ columns: [{ field: 'customerNam', header: 'x' }] })).toBe(false);
    expect(validate({ columns: [{ field: 'customerName', checks: ['uniqe'] }] })).toBe(false);
    expect(validate({ columns: [{ field: 'customerName', header: 'x', colour: 'red' }] })).toBe(false);
  });
});

describe('static checks of import columns files (npm run rules:check and the load)', () => {
  it('unknown field, check and key: file:line:column with "did you mean"', () => {
    const dir = copyRules();
    writeColumns(dir, 'modes/marka/importColumns.json', [
      { field: 'idNumber', header: 'Rendelésszám' },
      { field: 'customerNam', header: 'Ügyfél' },
      { field: 'palletType', checks: ['required', 'uniqe'] },
      { field: 'comment', heder: 'Megjegyzés' },
    ]);
    const problems = checkAllRuleFiles(dir);
    expect(problems).toEqual([
      expect.stringMatching(
        /^rules\/modes\/marka\/importColumns\.json:9:16: column "customerNam": unknown field "customerNam" \(did you mean "customerName"\?\)/,
      ),
      expect.stringMatching(
        /^rules\/modes\/marka\/importColumns\.json:16:9: column "palletType": unknown check "uniqe" \(did you mean "unique"\?\)/,
      ),
      expect.stringMatching(
        /^rules\/modes\/marka\/importColumns\.json:21:16: column "comment": unknown key "heder" \(did you mean "header"\?\)/,
      ),
    ]);
    // The load refuses the mode's set with the same report; another mode still loads.
    expect(() => loadRuleSet('marka', dir)).toThrow(
      /Broken rule files:\n {2}rules\/modes\/marka\/importColumns\.json:9:16: column "customerNam"/,
    );
    expect(headersOf('logistics', dir)).toEqual(headersOf('logistics'));
  });

  it('a duplicate header (in a file, or a mode header clashing with a base one) is refused', () => {
    const dir = copyRules();
    writeColumns(dir, 'modes/barabas/importColumns.json', [
      { field: 'comment', header: 'Megjegyzés' },
      { field: 'incoterm', header: ' megjegyzés' },
    ]);
    writeColumns(dir, 'modes/topolisz/importColumns.json', [{ field: 'customerName', header: 'Vevőkód' }]);
    expect(checkAllRuleFiles(dir)).toEqual([
      expect.stringMatching(
        /^rules\/modes\/barabas\/importColumns\.json:10:17: column "incoterm": duplicate header "megjegyzés" \(also column #1/,
      ),
      expect.stringMatching(
        /^rules\/modes\/topolisz\/importColumns\.json:6:17: column "customerName": duplicate header "Vevőkód" \(the "customerNumber" column of rules\/base\/importColumns\.json has it too\)/,
      ),
    ]);
  });

  it('no delivery-date column, a removal of a column the base lacks, a new column without header', () => {
    const dir = copyRules();
    writeColumns(dir, 'modes/wienerberger/importColumns.json', [{ field: 'deliveryDate', remove: true }]);
    expect(checkAllRuleFiles(dir)).toEqual([
      expect.stringMatching(
        /^rules\/modes\/wienerberger\/importColumns\.json:4:5: no "deliveryDate" column: .*"Nincs megadva szállítási dátum mező a konfigurációban!"/,
      ),
    ]);
    const base = JSON.parse(readFileSync(path.join(dir, 'base/importColumns.json'), 'utf8'));
    base.columns = base.columns.filter((c: { field: string }) => c.field !== 'comment');
    writeFileSync(path.join(dir, 'base/importColumns.json'), JSON.stringify(base, null, 2));
    writeColumns(dir, 'modes/wienerberger/importColumns.json', [
      { field: 'comment', remove: true },
      { field: 'incoterm', remove: true, header: 'x' },
    ]);
    writeColumns(dir, 'modes/marka/importColumns.json', [{ field: 'comment', checks: ['required'] }]);
    expect(checkAllRuleFiles(dir)).toEqual([
      // Each file's own problems first, then what its mode's resolution finds.
      expect.stringMatching(
        /^rules\/modes\/wienerberger\/importColumns\.json:11:17: column "incoterm": a removal has only "field" and "remove"/,
      ),
      expect.stringMatching(
        /^rules\/modes\/marka\/importColumns\.json:4:5: column "comment": a new column needs a "header"/,
      ),
      // The file's valid columns are resolved all the same: every problem at once.
      expect.stringMatching(
        /^rules\/modes\/wienerberger\/importColumns\.json:5:16: column "comment": removes a column that rules\/base\/importColumns\.json does not have/,
      ),
    ]);
    writeColumns(dir, 'modes/wienerberger/importColumns.json', [{ field: 'comment', remove: true }]);
    writeColumns(dir, 'modes/marka/importColumns.json', []);
    expect(checkAllRuleFiles(dir)).toEqual([
      expect.stringMatching(
        /^rules\/modes\/wienerberger\/importColumns\.json:5:16: column "comment": removes a column that rules\/base\/importColumns\.json does not have/,
      ),
    ]);
  });

  it('the base file is required: without it no mode loads', () => {
    const dir = copyRules();
    rmSync(path.join(dir, 'base/importColumns.json'));
    expect(checkAllRuleFiles(dir)).toEqual([
      expect.stringMatching(/^rules\/base\/importColumns\.json:1:1: the file is missing/),
    ]);
    expect(() => loadRuleSet('logistics', dir)).toThrow(
      /rules\/base\/importColumns\.json:1:1: the file is missing/,
    );
  });
});
