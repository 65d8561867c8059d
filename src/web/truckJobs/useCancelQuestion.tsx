import { type ReactNode, useMemo, useState } from 'react';
import type { ViewExtras } from '../commands/commandTypes.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { useT } from '../i18n/useT.ts';
import { showAlert } from '../state/alertState.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';

/**
 * Cancel / reopen of a truck job list's rows (transport.cancel, Shift+X; transport.uncancel, Shift+Y):
 * a Yes/No question naming how many rows, then the kind's call and the server's text, then `refresh`.
 * `extras` are the two view extras (offer them only where the caller may cancel); render `dialog` once.
 */
export function useCancelQuestion<Row>(
  asks: { cancel: MessageKey; uncancel: MessageKey },
  setCancelled: (rows: Row[], cancel: boolean) => Promise<string>,
  refresh: () => void,
): { extras: ViewExtras; dialog: ReactNode } {
  const t = useT();
  const [cancelling, setCancelling] = useState<{ rows: Row[]; cancel: boolean } | null>(null);
  const extras = useMemo<ViewExtras>(
    () => ({
      'transport.cancel': (rows) => setCancelling({ rows: rows as Row[], cancel: true }),
      'transport.uncancel': (rows) => setCancelling({ rows: rows as Row[], cancel: false }),
    }),
    [],
  );
  const dialog = (
    <ConfirmDialog
      open={cancelling !== null}
      title={t('dialog.confirmTitle')}
      text={t(cancelling?.cancel ? asks.cancel : asks.uncancel, {
        count: String(cancelling?.rows.length ?? 0),
      })}
      onYes={() => {
        const c = cancelling;
        setCancelling(null);
        if (!c) return;
        void setCancelled(c.rows, c.cancel)
          .then((message) => {
            showAlert(message);
            refresh();
          })
          .catch(() => undefined);
      }}
      onNo={() => setCancelling(null)}
    />
  );
  return { extras, dialog };
}
