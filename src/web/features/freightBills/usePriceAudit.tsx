import { type ReactNode, useCallback, useMemo, useState } from 'react';
import type { FreightBillRow } from '../../../core/freightBills/freightBills.schemas.ts';
import { useT } from '../../i18n/useT.ts';
import { useScreenMemory } from '../../state/screenMemory.ts';
import { AuditBreakdownDialog } from './AuditBreakdownDialog.tsx';

/** The price audit on /freight-bills: the "csak eltérés" filter and the breakdown dialog of a row. */
export interface PriceAuditState {
  onlyDifferences: boolean;
  setOnlyDifferences(on: boolean): void;
  /** The view's extra actions (commands freightBills.auditBreakdown and .onlyDifferences). */
  extras: Record<string, (rows: readonly unknown[]) => void>;
  dialog: ReactNode;
}

/** State and actions of the price audit; `focusGrid` puts the focus back on the grid's row. */
export function usePriceAudit(focusGrid: () => void): PriceAuditState {
  const [onlyDifferences, setOnlyDifferences] = useScreenMemory('freightBills.onlyDifferences', false);
  const [open, setOpen] = useState<FreightBillRow | null>(null);
  const close = useCallback(() => {
    setOpen(null);
    setTimeout(focusGrid, 0);
  }, [focusGrid]);
  const extras = useMemo(
    () => ({
      'freightBills.auditBreakdown': (rows: readonly unknown[]) => {
        const [row] = rows as FreightBillRow[];
        if (row) setOpen(row);
      },
      'freightBills.onlyDifferences': () => setOnlyDifferences((on) => !on),
    }),
    [setOnlyDifferences],
  );
  return {
    onlyDifferences,
    setOnlyDifferences,
    extras,
    dialog: open && <AuditBreakdownDialog row={open} onClose={close} />,
  };
}

/** The "csak eltérés" checkbox above the grid (key l toggles it from the grid); Enter or Esc back to the grid. */
export function OnlyDifferencesFilter({ audit, onDone }: { audit: PriceAuditState; onDone(): void }) {
  const t = useT();
  return (
    <label className="freight-bills-only-differences">
      <input
        type="checkbox"
        checked={audit.onlyDifferences}
        data-testid="freight-bills-only-differences"
        onChange={(e) => audit.setOnlyDifferences(e.target.checked)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === 'Escape') onDone();
        }}
      />
      <span>{t('freightBills.onlyDifferences')}</span>
    </label>
  );
}
