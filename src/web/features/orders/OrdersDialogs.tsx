import type { Order } from '../../../core/orders/orders.schemas.ts';
import { commandContext } from '../../commands/terminalState.ts';
import { focusGridSoon } from '../../grid/gridFocus.ts';
import { CombineDialog } from './CombineDialog.tsx';
import { OrderBatchDialog } from './OrderBatchDialog.tsx';
import { OrderDialog } from './OrderDialog.tsx';
import { type OrdersScreenData, refreshGrid } from './useOrdersScreen.ts';

const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** After a combine or a batch: the selection cleared, the grid refreshed and focused. */
const done = () => {
  commandContext().grid?.clearSelection();
  refreshGrid();
  focusGridSoon();
};

/** A combine's or a batch's ends: done (the grid refreshed, see `done`) or cancelled, the dialog gone either way. */
const closing = (clear: () => void) => ({
  onDone: () => {
    clear();
    done();
  },
  onCancel: () => {
    clear();
    focusGridSoon();
  },
});

/** The dialogs over the orders grid: the order dialog, a combine, a batch; each gives the grid the keyboard back. */
export function OrdersDialogs({ data }: { data: OrdersScreenData }) {
  const { editing, setEditing, combining, setCombining, batch, setBatch } = data;
  return (
    <>
      {editing && (
        <OrderDialog
          orderId={editing.orderId}
          refs={data.refs}
          canEdit={data.canEditOrders}
          editableStatuses={data.editable}
          today={localToday()}
          onSaved={(_o: Order) => refreshGrid()}
          onClose={() => {
            setEditing(null);
            focusGridSoon();
          }}
        />
      )}
      {combining && <CombineDialog rows={combining} {...closing(() => setCombining(null))} />}
      {batch && <OrderBatchDialog kind={batch.kind} rows={batch.rows} {...closing(() => setBatch(null))} />}
    </>
  );
}
