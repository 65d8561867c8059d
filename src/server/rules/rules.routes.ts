import type { FastifyInstance } from 'fastify';
import { RULES_API } from '../../core/rules/rules.api.ts';
import { playgroundContextSchema, ruleModeParamsSchema } from '../../core/rules/rulesEvaluate.schemas.ts';
import { route } from '../http/route.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';
import { rulesContextOf } from './enforceRules.ts';
import { loadGoldenCases, loadRuleSet } from './loadRuleFiles.ts';
import { createRulesService } from './rulesService.ts';

/**
 * The rules engine on the server: loads every rule file at start-up (a broken file stops it),
 * serves the active rule set to the browser's worker and the playground's calls.
 */
export function registerRulesRoutes(app: FastifyInstance): void {
  const rules = createRulesService(app.services.config.configMode);
  app.decorate('rules', rules);
  app.addHook('onClose', async () => rules.close());
  // A listening server starts its workers at once (tests that only inject start them on first use).
  app.addHook('onListen', async () => {
    rules.warm().catch((err: unknown) => app.log.error({ err }, 'rules workers failed to start'));
  });

  // The browser's worker checks exactly what the server enforces: it loads this set.
  route(app, RULES_API.set, { policy: POLICIES.signedIn }, () => rules.set);

  const superadmin = { policy: POLICIES.superadmin };
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
}
