import { ApiError } from '../../api/apiErrors.ts';
import { useT } from '../../i18n/useT.ts';
import { showAlert } from '../../state/alertState.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import type { OrderGridRow } from './orderRows.ts';
import { closeOrder, deleteOrder, reopenOrder } from './ordersApi.ts';

/** The commands that act on every selected order one by one. */
export type OrderBatchKind = 'close' | 'reopen' | 'delete';

const RUN: Record<OrderBatchKind, (row: OrderGridRow) => Promise<unknown>> = {
  close: (r) => closeOrder(r.orderId, r.__v),
  reopen: (r) => reopenOrder(r.orderId, r.__v),
  delete: (r) => deleteOrder(r.orderId),
};

/**
 * Igen/Nem before closing, reopening or deleting the selected orders; then each order is sent on
 * its own (each is its own change on the server), and the orders the server refused are listed.
 */
export function OrderBatchDialog({
  kind,
  rows,
  onDone,
  onCancel,
}: {
  kind: OrderBatchKind;
  rows: readonly OrderGridRow[];
  onDone(): void;
  onCancel(): void;
}) {
  const t = useT();
  const ids = rows.map((r) => r.orderId);
  const shown = ids.length > 5 ? `${ids.slice(0, 5).join(', ')}, …` : ids.join(', ');
  const run = async () => {
    const failures: string[] = [];
    for (const row of rows) {
      try {
        await RUN[kind](row);
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        failures.push(`${row.orderId}: ${e.body?.message ?? String(e.status)}`);
      }
    }
    if (failures.length > 0)
      showAlert(
        t('orders.batchFailed', {
          done: String(rows.length - failures.length),
          failed: String(failures.length),
          message: failures.join('; '),
        }),
      );
    onDone();
  };
  return (
    <ConfirmDialog
      open
      title={t(`orders.${kind}Title`)}
      text={t(`orders.${kind}Text`, { count: String(rows.length), ids: shown })}
      onYes={() => void run()}
      onNo={onCancel}
    />
  );
}
