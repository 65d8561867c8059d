import { ORDER_STATUSES, type OrderStatus } from '../../../core/config/enums.ts';
import type { ColumnOption } from '../../grid/gridTypes.ts';
import { translate } from '../../i18n/i18n.ts';

/** The Hungarian label of an order status (business.md §4; the wording is ours, locales/orders.status). */
export function orderStatusLabel(status: OrderStatus): string {
  return translate(`orders.status.${status}`);
}

/** Every order status as a grid/select option with its Hungarian label. */
export function orderStatusOptions(): ColumnOption[] {
  return ORDER_STATUSES.map((s) => ({ value: s, label: orderStatusLabel(s) }));
}
