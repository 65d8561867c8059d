import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { canSendOffers } from '../../../core/permissions/actions.ts';
import type { ViewExtras } from '../../commands/commandTypes.ts';
import { commandContext, terminalState } from '../../commands/terminalState.ts';
import { useAccess } from '../../shell/useAccess.ts';
import { appState } from '../../state/appState.ts';
import { FreightOfferDialog } from './FreightOfferDialog.tsx';
import type { FreightGridRow } from './freightRows.ts';

/**
 * Offering freights on /freights (issue 19): `freights.offer` (o) on the selected rows opens the
 * offer dialog for editors while the freight_offer module is active; the grid refreshes after sending.
 */
export function useFreightOffers() {
  const { role } = useAccess();
  const { activeModules } = useSnapshot(appState);
  const [rows, setRows] = useState<FreightGridRow[] | null>(null);
  const allowed = canSendOffers(role) && activeModules.includes('freight_offer');
  const extra = useMemo<ViewExtras>(
    () =>
      allowed
        ? {
            'freights.offer': (selected) => {
              const list = selected as FreightGridRow[];
              if (list.length > 0) setRows(list);
            },
          }
        : {},
    [allowed],
  );
  const close = useCallback(() => {
    setRows(null);
    setTimeout(() => terminalState.dialogCount === 0 && commandContext().grid?.focusGrid(), 0);
  }, []);
  const dialog: ReactNode = rows && (
    <FreightOfferDialog freights={rows} onSent={() => commandContext().grid?.refresh()} onClose={close} />
  );
  return { extra, dialog };
}
