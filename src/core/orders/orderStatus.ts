import type { OrderStatus } from '../config/enums.ts';
import { ORDER_ERRORS } from './orders.errors.ts';

/**
 * What an order's status allows (business.md §4): the one place server and web ask, so the grid's
 * editable rows, the dialogs and the API refuse the same orders.
 */

/** Statuses in which an order may be edited or deleted: it is not planned yet. */
export const EDITABLE_ORDER_STATUSES = ['new', 'invalid'] as const satisfies readonly OrderStatus[];

/** Only new or invalid orders are editable. */
export function isOrderEditable(status: OrderStatus): boolean {
  return (EDITABLE_ORDER_STATUSES as readonly string[]).includes(status);
}

/** Only new or invalid orders may be deleted (the same statuses as editing). */
export function isOrderDeletable(status: OrderStatus): boolean {
  return isOrderEditable(status);
}

/** The recipient's phone may change in every status but closed (the carrier calls this number). */
export function isRecipientPhoneEditable(status: OrderStatus): boolean {
  return status !== 'closed';
}

/**
 * The status a save leaves: an editable order becomes invalid when the rules found reasons, new
 * otherwise; a planned order keeps its status (only the phone changes there).
 */
export function statusAfterSave(stored: OrderStatus | null, hasInvalidReasons: boolean): OrderStatus {
  if (stored !== null && !isOrderEditable(stored)) return stored;
  return hasInvalidReasons ? 'invalid' : 'new';
}

/** Closing or reopening an order: the statuses to store, or why it is refused. */
export type CloseTransition =
  | { ok: true; status: OrderStatus; statusBeforeClose: OrderStatus | null }
  | { ok: false; error: typeof ORDER_ERRORS.alreadyClosed | typeof ORDER_ERRORS.notClosed };

/**
 * Closing keeps any status but closed (remembered as statusBeforeClose); reopening restores the
 * status before closing (new when unknown).
 */
export function closeTransition(
  status: OrderStatus,
  statusBeforeClose: OrderStatus | null,
  close: boolean,
): CloseTransition {
  if (close) {
    return status === 'closed'
      ? { ok: false, error: ORDER_ERRORS.alreadyClosed }
      : { ok: true, status: 'closed', statusBeforeClose: status };
  }
  return status !== 'closed'
    ? { ok: false, error: ORDER_ERRORS.notClosed }
    : { ok: true, status: statusBeforeClose ?? 'new', statusBeforeClose: null };
}
