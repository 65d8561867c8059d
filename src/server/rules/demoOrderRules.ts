import type { Kysely } from 'kysely';
import { compileRuleSet } from '../../core/rules/compileRules.ts';
import { evaluateCompiled } from '../../core/rules/evaluateRules.ts';
import { type OrderSaveContext, orderSaveContextFor } from '../commands/orderSaveContext.ts';
import { type PreparedOrder, prepareOrders } from '../commands/prepareOrder.ts';
import { getBaseConfig } from '../db/repositories/baseConfig.repository.ts';
import type { OrderValues } from '../db/repositories/orders.repository.ts';
import type { Database } from '../db/schema.ts';
import { getEmbeddedGazetteer } from '../geo/gazetteerService.ts';
import { loadRuleSet } from './loadRuleFiles.ts';

/**
 * The demo orders of a first start go through the config mode's rules as a save would (issue 36):
 * the expected deadline, deliveryToSite, pallets from quantities and invalid reasons are the rules'
 * answer (prepareOrders on the compiled set, main thread: no workers before the server runs), and an
 * order the mode's rules refuse is not seeded, as its save would be refused.
 */
export async function judgeDemoOrders(
  trx: Kysely<Database>,
  mode: string,
  today: string,
  orders: readonly OrderValues[],
): Promise<OrderValues[]> {
  const compiled = compileRuleSet(loadRuleSet(mode));
  const base = await getBaseConfig(trx);
  const ctx: OrderSaveContext = orderSaveContextFor(trx, {
    gazetteer: getEmbeddedGazetteer(),
    role: 'superadmin',
    evaluate: async (rows) =>
      evaluateCompiled(compiled, {
        entity: 'order',
        rows: rows.map((r) => r.facts),
        ctx: {
          role: 'superadmin',
          today,
          configMode: mode as never,
          ...(base
            ? { deliveryInterval: base.deliveryInterval, deliveryIntervalType: base.deliveryIntervalType }
            : {}),
        },
        ...(rows.some((r) => r.ctx) && { rowCtx: rows.map((r) => r.ctx ?? null) }),
        families: ['validation', 'deadlines'],
      }),
  });
  const prepared: PreparedOrder[] = await prepareOrders(
    orders.map((values) => ({ values })),
    ctx,
  );
  return prepared.flatMap((p) => (Object.keys(p.fieldErrors).length === 0 ? [p.values] : []));
}
