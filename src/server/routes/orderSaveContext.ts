import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RulesContextInput } from '../../core/rules/ruleFacts.schemas.ts';
import type { RuleFamily } from '../../core/rules/ruleFile.schemas.ts';
import type { OrderSaveContext } from '../commands/prepareOrder.ts';
import { getBaseConfig } from '../db/repositories/baseConfig.repository.ts';
import { listCalendarOverrides } from '../db/repositories/calendar.repository.ts';
import { productUnitsPerPallet } from '../db/repositories/products.repository.ts';
import { gazetteerFor } from '../geo/gazetteerService.ts';
import { rulesContextOf } from '../rules/enforceRules.ts';

/**
 * The rules context, gazetteer and catalogue of one request's order saves: the caller's role and
 * modules, the calendar overrides and the base config's delivery interval (an order's own interval
 * wins), evaluated in the rules worker pool like every other save.
 */
export async function orderSaveContext(
  app: FastifyInstance,
  request: FastifyRequest,
  families?: RuleFamily[],
): Promise<OrderSaveContext> {
  const { db } = app.services;
  const [base, calendar, gazetteer] = await Promise.all([
    getBaseConfig(db),
    listCalendarOverrides(db),
    gazetteerFor(db),
  ]);
  const ctx: RulesContextInput = await rulesContextOf({
    app,
    request,
    extra: {
      calendar: calendar.map((c) => ({ date: c.date, workday: c.workday })),
      ...(base
        ? { deliveryInterval: base.deliveryInterval, deliveryIntervalType: base.deliveryIntervalType }
        : {}),
    },
  });
  return {
    gazetteer,
    products: (itemIds) => productUnitsPerPallet(db, itemIds),
    async evaluate(values, extra = {}) {
      const [result] = await app.rules.evaluate({
        entity: 'order',
        rows: [values],
        ctx: { ...ctx, ...extra },
        ...(families ? { families } : {}),
      });
      if (!result) throw new Error('rules engine returned no result');
      return result;
    },
  };
}
