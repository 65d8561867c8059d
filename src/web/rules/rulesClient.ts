import { createInlineRulesHost, createRulesPool, type WorkerLike } from '../../core/rules/createRulesPool.ts';
import type { EvaluateRequest } from '../../core/rules/evaluateRules.ts';
import type { RulesContextInput } from '../../core/rules/ruleFacts.schemas.ts';
import type { ResolvedRuleSet, RuleEntity, RuleFamily } from '../../core/rules/ruleFile.schemas.ts';
import type { EntityResult, RuleTrace, WarningMessage } from '../../core/rules/ruleResults.ts';
import { RULES_API } from '../../core/rules/rules.api.ts';
import type { RulesEngineKind, RulesHost } from '../../core/rules/rulesProtocol.ts';
import { callApi } from '../api/callApi.ts';
import { appState } from '../state/appState.ts';
import { sessionState } from '../state/sessionState.ts';

/** One field's message with the trace of the rule that produced it (for the "Miért?" view). */
export interface FieldCheck {
  message: string;
  rule: string;
  trace: RuleTrace | undefined;
  /** An invalid-order reason (saves the order as invalid), not a refusal. */
  invalidReason?: string | undefined;
  /** A record-level message: it refuses any save of the record (FieldMessage.record). */
  record?: boolean | undefined;
}

/** What validateEntity answers: messages per field, warnings, refused fields, normalised values. */
export interface EntityValidation {
  fields: Record<string, FieldCheck>;
  warnings: (WarningMessage & { trace: RuleTrace | undefined })[];
  denied: Record<string, FieldCheck>;
  changes: Record<string, unknown>;
}

/**
 * Workers in the browser (one per core, at most `max`; the first at once, the others when calls
 * overlap or a large one is split); the main-thread fallback where there are none.
 */
function createBrowserHost(max: number): RulesHost {
  if (typeof Worker === 'undefined') return createInlineRulesHost();
  const size = Math.min(max, Math.max(1, navigator.hardwareConcurrency || 1));
  return createRulesPool(
    () =>
      new Worker(new URL('../../../workers/rules.worker.ts', import.meta.url), {
        type: 'module',
      }) as unknown as WorkerLike,
    size,
    { initial: 1 },
  );
}

/**
 * One host per rule set: `active` (the server's mode, from RULES_API.set; up to 4 workers) and, for
 * the playground, one single-worker host per other mode — so trying a mode never changes the
 * rules the screens validate with.
 */
const hosts = new Map<string, Promise<RulesHost>>();

/** How often the active set's hash is compared with the server's (a reload there changes it). */
const HASH_CHECK_MS = 30_000;
let activeHash: string | undefined;
let lastHashCheck = 0;

/**
 * The server reloads rule files without a restart: at most every 30 s, the active set is fetched
 * again and, when its hash differs, loaded into the workers, so the screens never check with old rules.
 */
function refreshActive(host: Promise<RulesHost>): void {
  if (Date.now() - lastHashCheck < HASH_CHECK_MS) return;
  lastHashCheck = Date.now();
  void (async () => {
    const fresh = await callApi(RULES_API.set);
    if (fresh.hash === activeHash) return;
    await (await host).load(fresh);
    activeHash = fresh.hash;
  })().catch(() => {
    lastHashCheck = 0;
  });
}

function ensure(mode?: string, set?: ResolvedRuleSet): Promise<RulesHost> {
  const key = mode ?? 'active';
  let ready = hosts.get(key);
  if (ready && key === 'active' && !set) refreshActive(ready);
  if (!ready) {
    ready = (async () => {
      const host = createBrowserHost(mode ? 1 : 4);
      const rules =
        set ?? (await (mode ? callApi(RULES_API.modeSet, { params: { mode } }) : callApi(RULES_API.set)));
      await host.load(rules);
      if (key === 'active' && !set) {
        activeHash = rules.hash;
        lastHashCheck = Date.now();
      }
      return host;
    })();
    // A failed load is retried on the next call instead of being remembered.
    ready.catch(() => hosts.delete(key));
    hosts.set(key, ready);
  }
  return ready;
}

/** Today in the browser's calendar (the user's day), as an ISO date. */
const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * The context the server would use for this user (role, modules, mode, planner, today); callers
 * add what only they know (calendar, vehicles, delivery interval …) and may override any of it.
 */
export function sessionRulesContext(extra: RulesContextInput = {}): RulesContextInput {
  const config = appState.config;
  return {
    role: sessionState.user?.role ?? (config?.disableAuth ? 'admin' : 'anyone'),
    activeModules: [...appState.activeModules],
    authDisabled: config?.disableAuth ?? false,
    ...(config ? { configMode: config.configMode, plannerType: config.logisticsPlannerType } : {}),
    today: localToday(),
    ...extra,
  };
}

const withTrace = (result: EntityResult): EntityValidation => {
  const traceOf = (rule: string) => result.trace?.find((t) => t.rule === rule);
  const map = (src: EntityResult['fields']) =>
    Object.fromEntries(Object.entries(src).map(([f, m]) => [f, { ...m, trace: traceOf(m.rule) }]));
  return {
    fields: map(result.fields),
    warnings: result.warnings.map((w) => ({ ...w, trace: traceOf(w.rule) })),
    denied: map(result.denied),
    changes: result.changes,
  };
};

/**
 * The browser side of the rules engine: the server's rule set in a worker, so a change is
 * checked with exactly the rules the server enforces before it is sent.
 */
export const rulesClient = {
  /**
   * Checks one entity's values (e.g. a grid row or a dialog's form) before they are sent, under the
   * signed-in user's context (sessionRulesContext + ctx), and explains each message.
   */
  async validateEntity(
    entity: RuleEntity,
    values: Record<string, unknown>,
    ctx?: RulesContextInput,
    families?: RuleFamily[],
  ): Promise<EntityValidation> {
    const request = { entity, rows: [values], ctx: sessionRulesContext(ctx), families, trace: true };
    const [result] = await (await ensure()).evaluate(request);
    return withTrace(result ?? { fields: {}, warnings: [], denied: {}, changes: {} });
  },
  /** validateEntity for many rows at once (a grid's batch), in one request to the workers. */
  async validateRows(
    entity: RuleEntity,
    rows: readonly Record<string, unknown>[],
    ctx?: RulesContextInput,
    families?: RuleFamily[],
  ): Promise<EntityValidation[]> {
    if (rows.length === 0) return [];
    const request = { entity, rows: [...rows], ctx: sessionRulesContext(ctx), families, trace: true };
    return (await (await ensure()).evaluate(request)).map(withTrace);
  },
  /** Raw evaluation of many rows, optionally of another mode's set (playground) or on json-rules-engine. */
  async evaluate(
    request: EvaluateRequest,
    options: { mode?: string; set?: ResolvedRuleSet; engine?: RulesEngineKind } = {},
  ): Promise<EntityResult[]> {
    return (await ensure(options.mode, options.set)).evaluate(request, options.engine);
  },
  /** Stops the workers (tests, sign-out). */
  async close(): Promise<void> {
    const all = [...hosts.values()];
    hosts.clear();
    await Promise.all(all.map((h) => h.then((x) => x.close()).catch(() => undefined)));
  },
};

/** Per-field messages of a 422 answer ({message, details}) for the fields or cells that show them. */
export function fieldMessagesOf(body: unknown): Record<string, string> {
  const details = (body as { details?: unknown } | null)?.details;
  return details && typeof details === 'object' ? (details as Record<string, string>) : {};
}
