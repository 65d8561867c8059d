import type { OrderStatus } from '../config/enums.ts';
import { ORDER_ERRORS } from './orders.errors.ts';

/**
 * What an order's status does to a save, the phone and closing (business.md §4). Whether a role may
 * edit an order in a status is the permission rules' (server: editableStatusesOf; web:
 * orderEditableStatuses from GET /api/config), so the grid, the dialog and the API refuse alike.
 */

/**
 * The statuses of an order not planned yet: a save recomputes them (invalid when the rules found
 * reasons, else new). Which statuses a role may edit or delete in is the permission rules' answer
 * (`editableStatuses` of rulePermissionProbes.ts, GET /api/config `fieldEditSettings`), not this.
 */
const UNPLANNED_STATUSES: readonly OrderStatus[] = ['new', 'invalid'];

/** The recipient's phone may change in every status but closed (the carrier calls this number). */
export function isRecipientPhoneEditable(status: OrderStatus): boolean {
  return status !== 'closed';
}

/**
 * The status a save leaves: an order not planned yet becomes invalid when the rules found reasons,
 * new otherwise; any other status (one a mode's permission rules make editable) is kept.
 */
export function statusAfterSave(stored: OrderStatus | null, hasInvalidReasons: boolean): OrderStatus {
  if (stored !== null && !UNPLANNED_STATUSES.includes(stored)) return stored;
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
