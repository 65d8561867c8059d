import { useState } from 'react';
import { CommandBar } from '../../../commands/CommandBar.tsx';
import { commandContext } from '../../../commands/terminalState.ts';
import { useViewOpener } from '../../../commands/viewHost.ts';
import { useGridDialog } from '../../../grid/useGridDialog.ts';
import { OrderImportView } from './OrderImportView.tsx';
import { orderImportHost } from './orderImportState.ts';

/**
 * Mounted in the orders screen's header: the import button (from the command registry) and, when
 * opened by the command (palette or key), the import view. A save reloads the order list.
 */
export function OrderImportMount() {
  const { shown: open, show, close } = useGridDialog<true>();
  const [message, setMessage] = useState('');
  useViewOpener(orderImportHost, () => {
    setMessage('');
    show(true);
  });
  return (
    <>
      <CommandBar ids={['orders.import']} />
      {message && (
        <span className="order-import-saved status-success" role="status" data-testid="order-import-saved">
          {message}
        </span>
      )}
      {open && (
        <OrderImportView
          onClose={close}
          onSaved={(text) => {
            setMessage(text);
            close();
            commandContext().grid?.refresh();
          }}
        />
      )}
    </>
  );
}
