import { describe, expect, it } from 'vitest';
import { CONFIG_MODES } from '../../../../src/core/config/config.answers.ts';
import { readImportWorkbook } from '../../../../src/core/orders/import/readImportWorkbook.ts';
import { buildXlsx } from '../../../../src/web/export/exportXlsx.ts';
import { importTemplateSheet } from '../../../../src/web/features/orders/import/downloadImportTemplate.ts';
import { importColumnsFor } from '../../../factories/orderImport.factory.ts';

describe('the downloadable template', () => {
  it.each(CONFIG_MODES)(
    '%s: its .xlsx reads back through the import with every column mapped',
    async (mode) => {
      const config = importColumnsFor(mode);
      const { bytes, fileName } = await buildXlsx('orderImportTemplate', importTemplateSheet(config));
      expect(fileName).toMatch(/\.xlsx$/);
      const read = readImportWorkbook(bytes, config);
      if (!read.ok) throw new Error(read.problem);
      expect(read.rows).toHaveLength(1);
      expect(Object.keys(read.rows[0]?.values ?? {})).toHaveLength(config.columns.length);
      expect(read.unknownHeaders).toEqual([]);
      expect(read.rows[0]?.values).toMatchObject({
        palletsCount: '10',
        palletType: 'EUR',
        sumWeight: '8000',
      });
    },
  );
});
