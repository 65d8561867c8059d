import type { CalendarOverride } from '../calendar/workdays.ts';
import type { EvaluateRequest } from '../rules/evaluateRules.ts';
import type { EntityResult } from '../rules/ruleResults.ts';
import type { DemoBaseConfig, DemoOrderDraft } from './demo.schemas.ts';

/**
 * The rules engine of the active mode, as a demo run reaches it (the browser's rules worker, or a
 * test's compiled set): order rows in, each row's result out.
 */
export type EvaluateOrderRules = (request: EvaluateRequest) => Promise<EntityResult[]>;

/** What the deadline rules read besides the drafts: today, the base delivery interval and the calendar. */
export interface DemoDeadlineInput {
  today: string;
  baseConfig: DemoBaseConfig;
  calendar: readonly CalendarOverride[];
}

/**
 * The deadlines family over demo drafts, as an order save evaluates it: the order's dates as facts,
 * the calendar and the base delivery interval in the context, and an order's own interval (a
 * scenario's) on top for its row.
 */
export function demoDeadlinesRequest(
  drafts: readonly DemoOrderDraft[],
  input: DemoDeadlineInput,
): EvaluateRequest {
  return {
    entity: 'order',
    families: ['deadlines'],
    rows: drafts.map((d) => ({
      orderId: d.orderId,
      type: d.type,
      orderDate: d.orderDate,
      orderDeadlineDate: d.orderDeadlineDate,
      releaseDate: d.releaseDate,
      deliveryToSite: d.deliveryToSite,
      factoryShortName: d.factoryShortName,
      preferredTrucks: d.preferredTrucks,
    })),
    ctx: {
      today: input.today,
      calendar: input.calendar.map((c) => ({ date: c.date, workday: c.workday })),
      deliveryInterval: input.baseConfig.deliveryInterval,
      deliveryIntervalType: input.baseConfig.deliveryIntervalType,
    },
    rowCtx: drafts.map((d) =>
      d.deliveryInterval === null || d.deliveryInterval === undefined
        ? null
        : {
            deliveryInterval: d.deliveryInterval,
            ...(d.deliveryIntervalType ? { deliveryIntervalType: d.deliveryIntervalType } : {}),
          },
    ),
  };
}

/**
 * The drafts with the expected deadline the rules compute (rules/base/deadlines.json and the active
 * mode's override: `order.expectedDeadline.compute`), so a mode's tuned deadline reaches the demo
 * orders without code; null where no rule sets it.
 */
export async function withRuleDeadlines(
  drafts: readonly DemoOrderDraft[],
  input: DemoDeadlineInput,
  evaluate: EvaluateOrderRules,
): Promise<DemoOrderDraft[]> {
  if (drafts.length === 0) return [];
  const results = await evaluate(demoDeadlinesRequest(drafts, input));
  return drafts.map((d, i) => {
    const computed = results[i]?.changes.expectedDeadlineDate;
    return { ...d, expectedDeadlineDate: typeof computed === 'string' ? computed : null };
  });
}
