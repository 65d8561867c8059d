import { COMMON_ERRORS } from '../../core/errors/messages.ts';
import { ORDER_ERRORS } from '../../core/orders/orders.errors.ts';
import { RULES_ERRORS } from '../../core/rules/rules.api.ts';
import { type ErrorText, HttpError } from '../http/httpError.ts';

/** Why one row of an order write is refused: the answer's status, text and per-field details. */
export interface OrderRefusal {
  orderId: string;
  ok: false;
  status: 403 | 404 | 409 | 422;
  error: ErrorText;
  details?: Record<string, string>;
}

/** One row's outcome: what the write goes on with, or why it is refused (a value, not an exception). */
export type OrderOutcome<T extends object> = ({ orderId: string; ok: true } & T) | OrderRefusal;

/** A row refused as a single save would answer it. */
export function refusalError(r: OrderRefusal): HttpError {
  return new HttpError(r.status, r.error, r.details);
}

/** Which refusal names the batch: a stale row first, then a missing one, a forbidden one, rule messages. */
const RANK: Record<OrderRefusal['status'], number> = { 409: 3, 404: 2, 403: 1, 422: 0 };
const BATCH_ERRORS: Record<OrderRefusal['status'], ErrorText> = {
  409: COMMON_ERRORS.staleVersion,
  404: COMMON_ERRORS.notFound,
  403: COMMON_ERRORS.forbidden,
  422: RULES_ERRORS.rejected,
};

/**
 * The answer of a batch with refused rows, or null when every row may be written: the worst
 * refusal's status (409, else 404, else 403, else 422) with one message per refused orderId (its
 * first field's message as `field: message`, or the refusal's own text).
 */
export function batchRefusal(outcomes: readonly OrderOutcome<object>[]): HttpError | null {
  const refused = outcomes.filter((o): o is OrderRefusal => !o.ok);
  if (refused.length === 0) return null;
  let worst: OrderRefusal['status'] = 422;
  const details: Record<string, string> = {};
  for (const r of refused) {
    const [field, message] = Object.entries(r.details ?? {})[0] ?? [];
    details[r.orderId] =
      field && field !== '__v' && field !== 'status' ? `${field}: ${message}` : r.error.message;
    if (RANK[r.status] >= RANK[worst]) worst = r.status;
  }
  return new HttpError(worst, BATCH_ERRORS[worst], details);
}

/** A save warning of the rule files (capacity fit) on one order. */
export interface OrderWarning {
  code: string;
  message: string;
}

/**
 * The 409 that asks to confirm the save warnings (nothing written): details code → message for one
 * order, `orderId:code` → `orderId: message` for a batch (the web's saveWithWarnings lists them).
 */
export function orderConfirmationNeeded(
  rows: readonly { orderId: string | null; warnings: readonly OrderWarning[] }[],
): HttpError {
  const details: Record<string, string> = {};
  for (const { orderId, warnings } of rows)
    for (const w of warnings) {
      if (orderId === null) details[w.code] = w.message;
      else details[`${orderId}:${w.code}`] = `${orderId}: ${w.message}`;
    }
  return new HttpError(409, ORDER_ERRORS.confirmationNeeded, details);
}
