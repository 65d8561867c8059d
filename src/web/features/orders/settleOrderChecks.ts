import { type SettledOrder, settleOrders } from '../../../core/orders/settleOrderRules.ts';
import type { RulesContextInput } from '../../../core/rules/ruleFacts.schemas.ts';
import { type EntityValidation, rulesClient } from '../../rules/rulesClient.ts';

/** Order facts as the rules read them (orderFacts of a form, or a stored order with a grid row's changes). */
export type OrderFacts = Record<string, unknown> & { orderItems: Record<string, unknown>[] };

/**
 * Orders judged in the rules worker on the values their save will compute — pallets from the
 * quantities, defaulted deadlines — in the two passes the server makes (core settleOrders): the
 * order-level rules see what the server's will. Each answer carries its rules' traces ("Miért?").
 */
export function settleOrderChecks(
  rows: readonly OrderFacts[],
  ctx: RulesContextInput,
): Promise<SettledOrder<OrderFacts, EntityValidation>[]> {
  return settleOrders(
    rows,
    (facts) => facts,
    (facts) => rulesClient.validateRows('order', facts, ctx),
  );
}
