import { type FSWatcher, watch } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ConfigMode } from '../../core/config/modules.ts';
import { createInlineRulesHost } from '../../core/rules/createRulesPool.ts';
import type { ResolvedRuleSet } from '../../core/rules/ruleFile.schemas.ts';
import { replayRules } from '../../core/rules/ruleReplay.ts';
import { RULES_API, RULES_ERRORS } from '../../core/rules/rules.api.ts';
import { playgroundContextSchema, ruleModeParamsSchema } from '../../core/rules/rulesEvaluate.schemas.ts';
import { ruleRecordParamsSchema } from '../../core/rules/rulesReplay.schemas.ts';
import { announceRuleSet } from '../db/changeFeed.ts';
import { changeFeedOf } from '../db/client.ts';
import { HttpError, notFound } from '../http/httpError.ts';
import { route } from '../http/route.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';
import { rulesCallerOf, rulesContextOf } from './enforceRules.ts';
import { loadGoldenCases, loadRuleSet } from './loadRuleFiles.ts';
import { trackRuleSetsPerRequest } from './ruleSetContext.ts';
import {
  DraftRulesError,
  draftRuleSet,
  latestRuleRows,
  replayContext,
  storedRuleRow,
} from './rulesReplay.ts';
import { createRulesService, type RulesService, type RulesServiceOptions } from './rulesService.ts';

/**
 * Reload without restart: a change under rules/ is validated and swapped in (a broken set is kept
 * out, the old one stays in force and the log says why). RULES_WATCH=0 turns it off.
 */
function watchRules(app: FastifyInstance, rules: RulesService): () => void {
  let timer: NodeJS.Timeout | null = null;
  let watcher: FSWatcher;
  try {
    watcher = watch(rules.dir, { recursive: true });
  } catch (err) {
    app.log.warn({ err }, 'rules: cannot watch the rules folder; restart to load changes');
    return () => undefined;
  }
  watcher.on('change', () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      rules.reload().then(
        (r) => {
          if (!r.ok)
            console.error(
              `rules: the changed rule files are kept out; still in force: ${r.hash}\n${r.problems}`,
            );
          else if (r.changed) {
            console.log(`rules: reloaded, rule set ${r.hash}`);
            announceRuleSet(app.services.db, r.hash).catch((err: unknown) =>
              app.log.warn({ err }, 'rules: could not tell the other instances'),
            );
          }
        },
        (err: unknown) => app.log.error({ err }, 'rules: reload failed'),
      );
    }, 300);
  });
  watcher.on('error', (err) => app.log.warn({ err }, 'rules: watching the rules folder stopped'));
  return () => {
    if (timer) clearTimeout(timer);
    watcher.close();
  };
}

/**
 * Another instance reloaded its rule files (announceRuleSet, carried by the change feed): this one
 * reloads its own copy when its set differs, so every instance runs the new rules within moments.
 */
function followOtherInstances(app: FastifyInstance, rules: RulesService): () => void {
  return changeFeedOf(app.services.db).subscribe((batch) => {
    const hash = batch.entity === 'rule_set' ? batch.rows[0]?.id : undefined;
    if (!hash || hash === rules.set.hash) return;
    rules.reload().then(
      (r) => {
        if (r.ok && r.changed) console.log(`rules: reloaded after another instance, rule set ${r.hash}`);
      },
      (err: unknown) => app.log.error({ err }, 'rules: reload failed'),
    );
  });
}

/**
 * The rules engine on the server: loads every rule file at start-up (a broken file stops it),
 * serves the active rule set to the browser's worker and the playground's calls.
 */
export function registerRulesRoutes(app: FastifyInstance, options: RulesServiceOptions = {}): void {
  const rules = createRulesService(app.services.config.configMode, undefined, options);
  app.decorate('rules', rules);
  trackRuleSetsPerRequest(app);
  app.addHook('onClose', async () => rules.close());
  // A listening server starts its workers at once (tests that only inject start them on first use).
  let unwatch: () => void = () => {};
  app.addHook('onClose', async () => {
    unwatch();
  });
  app.addHook('onListen', async () => {
    rules.warm().catch((err: unknown) => app.log.error({ err }, 'rules workers failed to start'));
    if (process.env.RULES_WATCH !== '0') unwatch = watchRules(app, rules);
    const stopFollowing = followOtherInstances(app, rules);
    const stopWatching = unwatch;
    unwatch = () => {
      stopWatching();
      stopFollowing();
    };
  });

  // The browser's worker checks exactly what the server enforces: it loads this set.
  route(app, RULES_API.set, { policy: POLICIES.signedIn }, () => rules.set);

  const superadmin = { policy: POLICIES.superadmin };
  // What the server enforces now and the last change it kept out (issue 36).
  route(app, RULES_API.status, { policy: POLICIES.admins }, () => rules.status());
  route(app, RULES_API.modeSet, superadmin, ({ params }) => {
    const { mode } = parseOr400(ruleModeParamsSchema, params);
    return mode === rules.mode ? rules.set : loadRuleSet(mode, rules.dir);
  });

  route(app, RULES_API.cases, superadmin, ({ params }) => {
    const { mode } = parseOr400(ruleModeParamsSchema, params);
    return loadGoldenCases(mode, rules.dir);
  });

  // Playground: evaluate on the server's pool (the active mode) or on the main thread (others).
  route(app, RULES_API.evaluate, superadmin, async ({ body, request }) => {
    const base = await rulesContextOf({ app, request });
    const ctx = { ...base, ...body.ctx };
    // The playground's ctx overrides are free-form: a wrong type (a number as role) is the caller's
    // 400 here, not a failure inside the worker.
    parseOr400(playgroundContextSchema, { ctx });
    const results = await rules.evaluate(
      {
        entity: body.entity,
        rows: body.rows,
        ctx,
        families: body.families,
        trace: body.trace,
      },
      { mode: body.mode, engine: body.engine },
    );
    return { mode: body.mode ?? rules.mode, results };
  });

  // What-if replay: the draft against the last n stored records, beside the set in force.
  route(app, RULES_API.replay, superadmin, async ({ body, request }) => {
    const mode = (body.mode ?? rules.mode) as ConfigMode;
    let draft: ResolvedRuleSet;
    try {
      draft = draftRuleSet(rules.dir, mode, body.files);
    } catch (err) {
      if (err instanceof DraftRulesError)
        throw new HttpError(
          422,
          RULES_ERRORS.draftBroken,
          Object.fromEntries(err.problems.map((p, i) => [String(i), p])),
        );
      throw err;
    }
    const ctx = {
      ...(await replayContext(app.services, await rulesCallerOf(request, app.services))),
      configMode: mode,
    };
    const rows = await latestRuleRows(app.services.db, body.entity, body.n ?? 1000);
    const draftHost = createInlineRulesHost();
    await draftHost.load(draft);
    const report = await replayRules({
      entity: body.entity,
      rows,
      ctx,
      current: (r) => rules.evaluate(r, { mode }),
      draft: (r) => draftHost.evaluate(r),
    });
    await draftHost.close();
    const currentHash =
      mode === rules.mode ? (rules.set.hash ?? null) : (loadRuleSet(mode, rules.dir).hash ?? null);
    return { ...report, mode, currentHash, draftHash: draft.hash ?? null };
  });

  route(app, RULES_API.record, superadmin, async ({ params }) => {
    const { entity, id } = parseOr400(ruleRecordParamsSchema, params);
    const row = await storedRuleRow(app.services.db, entity, id);
    if (!row) throw notFound();
    return { entity, id: row.id, values: row.facts, ctx: row.ctx ?? {} };
  });
}
