import { ORDER_STATUSES } from '../../../core/config/enums.ts';
import { CommandBar } from '../../commands/CommandBar.tsx';
import type { CommandId } from '../../commands/commandTypes.ts';
import { focusGridSoon } from '../../grid/gridFocus.ts';
import { StatusFilter, type StatusFilterHandle } from '../../grid/ListStatusFilter.tsx';
import { useT } from '../../i18n/useT.ts';
import { screenTitleKey } from '../../shell/screenTitle.ts';
import { OrderImportMount } from './import/OrderImportMount.tsx';
import { orderStatusLabel } from './orderStatus.ts';
import type { StatusChoice } from './useOrdersScreen.ts';

/** The buttons of the screen, all from the command registry. */
const ORDER_SCREEN_COMMANDS: readonly CommandId[] = [
  'record.new',
  'record.edit',
  'record.delete',
  'grid.bulkEdit',
  'orders.close',
  'orders.reopen',
  'orders.statusFilter',
  'orders.submitPlanning',
  'orders.combine',
  'grid.undo',
  'grid.redo',
  'grid.refresh',
  'grid.export',
  'help.open',
];

/** The orders screen's header (title, status filter, import) and its command bar. */
export function OrdersToolbar({
  status,
  onStatus,
  statusSelect,
}: {
  status: StatusChoice;
  onStatus(next: StatusChoice): void;
  statusSelect: React.RefObject<StatusFilterHandle | null>;
}) {
  const t = useT();
  return (
    <>
      <header className="screen-header">
        <h1 id="orders-title">{t(screenTitleKey('/orders'))}</h1>
        <StatusFilter
          label={t('orders.statusFilter')}
          choices={[
            { value: 'open', label: t('orders.statusOpen') },
            { value: 'all', label: t('orders.statusAll') },
            ...ORDER_STATUSES.map((s) => ({ value: s, label: orderStatusLabel(s) })),
          ]}
          value={status}
          onChange={(next) => onStatus(next as StatusChoice)}
          onDone={focusGridSoon}
          handleRef={statusSelect}
          testId="orders-status-filter"
        />
        <OrderImportMount />
      </header>
      <CommandBar ids={ORDER_SCREEN_COMMANDS} />
    </>
  );
}
