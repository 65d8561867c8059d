import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONFIG_MODES } from '../../core/config/modules.ts';
import { RULE_ENTITIES, RULE_FAMILIES } from '../../core/rules/ruleFile.schemas.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';
import { rulesContextOf } from './enforceRules.ts';
import { loadGoldenCases, loadRuleSet } from './loadRuleFiles.ts';
import { createRulesService } from './rulesService.ts';

const modeParams = z.object({ mode: z.enum(CONFIG_MODES) });
const evaluateBody = z.object({
  mode: z.enum(CONFIG_MODES).optional(),
  entity: z.enum(RULE_ENTITIES),
  rows: z.array(z.record(z.string(), z.unknown())).min(1).max(10_000),
  ctx: z.record(z.string(), z.unknown()).optional(),
  families: z.array(z.enum(RULE_FAMILIES)).optional(),
  trace: z.boolean().optional(),
  engine: z.enum(['compiled', 'reference']).optional(),
});

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
  app.get('/api/rules', { config: { policy: POLICIES.signedIn } }, async () => rules.set);

  app.get('/api/rules/modes/:mode', { config: { policy: POLICIES.superadmin } }, async (request) => {
    const { mode } = parseOr400(modeParams, request.params);
    return mode === rules.mode ? rules.set : loadRuleSet(mode, rules.dir);
  });

  app.get('/api/rules/cases/:mode', { config: { policy: POLICIES.superadmin } }, async (request) => {
    const { mode } = parseOr400(modeParams, request.params);
    return loadGoldenCases(mode, rules.dir);
  });

  // Playground: evaluate on the server's pool (the active mode) or on the main thread (others).
  app.post('/api/rules/evaluate', { config: { policy: POLICIES.superadmin } }, async (request) => {
    const body = parseOr400(evaluateBody, request.body);
    const base = await rulesContextOf({ app, request });
    const results = await rules.evaluate(
      {
        entity: body.entity,
        rows: body.rows,
        ctx: { ...base, ...body.ctx },
        families: body.families,
        trace: body.trace,
      },
      { mode: body.mode, engine: body.engine },
    );
    return { mode: body.mode ?? rules.mode, results };
  });
}
