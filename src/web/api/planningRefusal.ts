import { type ApiError, errorAlertText } from './apiErrors.ts';

/**
 * The alert of a refused planning call: a refusal naming orders (details keyed by order id) lists
 * "id: reason" under its message; a manual-combination failure (422 `planner.<key>`, details
 * carrying only the planner's status code) is its Hungarian message; anything else as usual.
 */
export function planningRefusalText(e: ApiError, orderIds: readonly string[]): string {
  const body = e.body;
  const details = body?.details;
  const message = typeof body?.message === 'string' ? body.message.trim() : '';
  if (details && typeof details === 'object' && !Array.isArray(details)) {
    const named = Object.entries(details as Record<string, unknown>).filter(
      ([id, text]) => orderIds.includes(id) && typeof text === 'string',
    );
    if (named.length > 0)
      return [message, ...named.map(([id, text]) => `${id}: ${text}`)].filter(Boolean).join('\n');
  }
  if (e.status === 422 && typeof body?.code === 'string' && body.code.startsWith('planner.') && message)
    return message;
  return errorAlertText(e.status, body);
}
