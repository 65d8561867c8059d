// The bench page of npm run bench:import: the import view's worker client and grid, without the
// app around them. window.runImport(bytes, ctx, rules) → times to parsed rows and to the first row on screen.
import { createRoot } from 'react-dom/client';
import type { ImportCheckContext } from '../../../src/core/orders/import/checkImportRows.ts';
import type { ResolvedRuleSet } from '../../../src/core/rules/ruleFile.schemas.ts';
import { createExcelImportClient } from '../../../src/web/features/orders/import/excelImportClient.ts';
import { ImportGrid } from '../../../src/web/features/orders/import/ImportGrid.tsx';
import { toGridRows } from '../../../src/web/features/orders/import/importGridRows.ts';

declare global {
  interface Window {
    runImport(b64: string, ctx: ImportCheckContext, rules: ResolvedRuleSet): Promise<Record<string, number>>;
  }
}

window.runImport = async (b64, ctx, rules) => {
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  const t0 = performance.now();
  const client = createExcelImportClient();
  const out = await client.parse({ type: 'parse', data: bytes.buffer, ctx, rules, rulesCtx: {} }, () => {});
  const parsed = performance.now() - t0;
  if (!out.ok) throw new Error(`${out.problem} ${out.errors?.join(' ')}`);
  const root = document.getElementById('root') as HTMLElement;
  createRoot(root).render(
    <ImportGrid
      rows={toGridRows(out.rows, new Map(), new Map())}
      columns={ctx.config.columns}
      editable
      onEdit={() => {}}
    />,
  );
  await new Promise<void>((resolve) => {
    const seen = () => root.querySelector('.ag-cell[col-id="idNumber"]') !== null;
    if (seen()) return resolve();
    new MutationObserver((_, obs) => {
      if (seen()) {
        obs.disconnect();
        resolve();
      }
    }).observe(root, { childList: true, subtree: true });
  });
  const firstRow = performance.now() - t0;
  client.close();
  return {
    rows: out.rows.length,
    errors: out.rows.filter((r) => r.errors.length > 0).length,
    parsed,
    firstRow,
  };
};
