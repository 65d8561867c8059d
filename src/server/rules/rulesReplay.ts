import type { Kysely } from 'kysely';
import type { Freight } from '../../core/freights/freights.schemas.ts';
import {
  type RawRuleFile,
  RuleFileError,
  RuleSetError,
  resolveRuleSet,
} from '../../core/rules/resolveRuleSet.ts';
import type { RulesContextInput } from '../../core/rules/ruleFacts.schemas.ts';
import type { ResolvedRuleSet } from '../../core/rules/ruleFile.schemas.ts';
import type { ReplayRow } from '../../core/rules/ruleReplay.ts';
import type { ServerConfig } from '../config.ts';
import { getBaseConfig } from '../db/repositories/baseConfig.repository.ts';
import { listCalendarOverrides } from '../db/repositories/calendar.repository.ts';
import type { OrderRecord } from '../db/repositories/orders.repository.ts';
import { productUnitsPerPallet } from '../db/repositories/products.repository.ts';
import {
  latestFreights,
  latestOrders,
  storedFreight,
  storedOrder,
} from '../db/repositories/rulesReplay.repository.ts';
import type { Database } from '../db/schema.ts';
import { type RulesCaller, rulesContextFor } from './enforceRules.ts';
import { readRuleFiles, ruleSetHash } from './loadRuleFiles.ts';

/** The stored records a replay reads. */
export const REPLAY_ENTITIES = ['order', 'freight'] as const;
export type ReplayEntity = (typeof REPLAY_ENTITIES)[number];

/** What the replay needs of the app (the CLI has no HTTP server). */
export interface ReplayServices {
  config: ServerConfig;
  db: Kysely<Database>;
  now: () => Date;
}

/** The context a save of these records would see: the caller, the calendar, the base delivery interval. */
export async function replayContext(
  services: ReplayServices,
  caller: RulesCaller,
): Promise<RulesContextInput> {
  const [base, calendar] = await Promise.all([
    getBaseConfig(services.db),
    listCalendarOverrides(services.db),
  ]);
  return rulesContextFor(services, caller, {
    calendar: calendar.map((c) => ({ date: c.date, workday: c.workday })),
    ...(base
      ? { deliveryInterval: base.deliveryInterval, deliveryIntervalType: base.deliveryIntervalType }
      : {}),
  });
}

/**
 * A stored order as the rules see it on a save without changes: its values, whether its address
 * was geocoded, the items' units per pallet from the catalogue, and its own delivery interval.
 */
function orderRow(o: OrderRecord, per: Map<string, number> | null): ReplayRow {
  const {
    deliveryCoords,
    invalidReasons: _r,
    statusBeforeClose: _s,
    createdAt: _c,
    updatedAt: _u,
    ...values
  } = o;
  return {
    id: o.orderId,
    facts: {
      ...values,
      ...(o.deliveryAddress.trim() ? { geocoded: deliveryCoords !== null } : {}),
      unknownItemNumbers: per
        ? [...new Set(o.orderItems.map((i) => i.itemId))].filter((id) => !per.has(id))
        : [],
      orderItems: o.orderItems.map(({ id: _id, ...i }) => ({
        ...i,
        unitPerPallet: per?.get(i.itemId) ?? null,
      })),
    },
    ctx: {
      ...(o.deliveryInterval !== null ? { deliveryInterval: o.deliveryInterval } : {}),
      ...(o.deliveryIntervalType !== null ? { deliveryIntervalType: o.deliveryIntervalType } : {}),
    },
  };
}

/** A stored freight as the rules see it: its fields (no change on top). */
function freightRow(f: Freight): ReplayRow {
  const {
    createdAt: _c,
    updatedAt: _u,
    ...values
  } = f as Freight & { createdAt?: unknown; updatedAt?: unknown };
  return { id: f.freightId, facts: values as Record<string, unknown> };
}

async function orderRows(db: Kysely<Database>, orders: readonly OrderRecord[]): Promise<ReplayRow[]> {
  const per = await productUnitsPerPallet(db, [
    ...new Set(orders.flatMap((o) => o.orderItems.map((i) => i.itemId))),
  ]);
  return orders.map((o) => orderRow(o, per));
}

/** The last n stored records of the entity (last changed first), as rule rows. */
export async function latestRuleRows(
  db: Kysely<Database>,
  entity: ReplayEntity,
  n: number,
): Promise<ReplayRow[]> {
  if (entity === 'order') return orderRows(db, await latestOrders(db, n));
  return (await latestFreights(db, n)).map(freightRow);
}

/** One stored record by id (order id; freight uuid or number) as a rule row, or undefined. */
export async function storedRuleRow(
  db: Kysely<Database>,
  entity: ReplayEntity,
  id: string,
): Promise<ReplayRow | undefined> {
  if (entity === 'order') {
    const order = await storedOrder(db, id);
    return order ? (await orderRows(db, [order]))[0] : undefined;
  }
  const freight = await storedFreight(db, id);
  return freight ? freightRow(freight) : undefined;
}

/** A draft's rule files: a path under rules/ and its JSON. */
export interface DraftFile {
  file: string;
  content: unknown;
}

/** Every problem of a draft, one line each (`rules/<file> rule "x": why`). */
export class DraftRulesError extends Error {
  override name = 'DraftRulesError';
  constructor(readonly problems: string[]) {
    super(`The draft rule files are broken:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

/**
 * The draft rule set of a mode: the rule files in force (`dir`) with the draft's files laid over
 * them (a file of the same path replaced, a new one added), checked like a load (every problem).
 */
export function draftRuleSet(dir: string, mode: string, draft: readonly DraftFile[]): ResolvedRuleSet {
  const byFile = new Map<string, RawRuleFile>(readRuleFiles(dir, mode).map((f) => [f.file, f]));
  for (const d of draft) byFile.set(d.file, { file: d.file, content: d.content });
  try {
    const set = resolveRuleSet([...byFile.values()], mode);
    return { ...set, hash: ruleSetHash(set) };
  } catch (err) {
    if (err instanceof RuleSetError)
      throw new DraftRulesError(
        err.issues.map(
          (i) => `rules/${i.file}${i.rule ? ` rule "${i.rule}"` : ''}: ${i.message} (at ${i.at.join('.')})`,
        ),
      );
    if (err instanceof RuleFileError) throw new DraftRulesError([err.message]);
    throw err;
  }
}
