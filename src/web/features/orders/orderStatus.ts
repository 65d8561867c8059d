import { ORDER_STATUSES, type OrderStatus } from '../../../core/config/enums.ts';
import { enumOptions } from '../../grid/enumOptions.ts';
import type { ColumnOption } from '../../grid/gridTypes.ts';
import { translate } from '../../i18n/i18n.ts';

/** The Hungarian label of an order status (business.md §4; the wording is ours, locales/orders.status). */
export function orderStatusLabel(status: OrderStatus): string {
  return translate(`orders.status.${status}`);
}

/** Every order status as a grid/select option with its Hungarian label. */
export function orderStatusOptions(): ColumnOption[] {
  return enumOptions(ORDER_STATUSES, orderStatusLabel);
}

/**
 * The statuses in which the permission rules let `role` change an order: GET /api/config
 * `fieldEditSettings` (computed from the rule files of the mode in force; none until it is loaded),
 * the same answer the server's save, delete and check-selections go by.
 */
export function orderEditableStatuses(
  config:
    | {
        readonly fieldEditSettings?: Readonly<
          Record<string, Readonly<Record<string, { readonly editableStatuses?: readonly string[] }>>>
        >;
      }
    | null
    | undefined,
  role: string,
): readonly string[] {
  return config?.fieldEditSettings?.order?.[role]?.editableStatuses ?? [];
}
