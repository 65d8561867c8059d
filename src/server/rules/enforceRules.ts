import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RulesContextInput } from '../../core/rules/ruleFacts.schemas.ts';
import type { RuleEntity } from '../../core/rules/ruleFile.schemas.ts';
import type { EntityResult } from '../../core/rules/ruleResults.ts';
import { RULES_ERRORS } from '../../core/rules/rules.api.ts';
import { changedFields, reportedFields, touches } from '../../core/rules/touches.ts';
import type { AppServices } from '../appServices.ts';
import { loadAccess } from '../auth/authenticate.ts';
import { forbidden, HttpError } from '../http/httpError.ts';
import type { RulesService } from './rulesService.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rules engine (src/server/rules). */
    rules: RulesService;
  }
}

/** Where a save runs: the request (actor, modules) and extra context facts (calendar, vehicles …). */
export interface EnforceContext {
  app: FastifyInstance;
  request: FastifyRequest;
  extra?: Partial<RulesContextInput>;
  /**
   * The stored entity for a partial update: rules see the stored values with the changes on top
   * (and the stored ones as `original`), but only the changed fields are reported or refused.
   */
  current?: Record<string, unknown>;
}

/** The caller as the rules see it: role and the modules active for this request (plain values for commands). */
export interface RulesCaller {
  role: string;
  activeModules: readonly string[];
}

/** The caller of a request, read once (the module state is kept on the request). */
export async function rulesCallerOf(request: FastifyRequest, services: AppServices): Promise<RulesCaller> {
  const access = await loadAccess(request, services);
  return { role: request.actor.role, activeModules: [...access.activeModules] };
}

/** The rules context of a caller: role, active modules, settings and today, with extra facts on top. */
export function rulesContextFor(
  services: Pick<AppServices, 'config' | 'now'>,
  caller: RulesCaller,
  extra: Partial<RulesContextInput> = {},
): RulesContextInput {
  const { config, now } = services;
  return {
    role: caller.role,
    activeModules: [...caller.activeModules],
    authDisabled: config.authDisabled,
    configMode: config.configMode,
    plannerType: config.plannerType,
    today: now().toISOString().slice(0, 10),
    ...extra,
  };
}

/** The rules context of a request: role, active modules, settings and today. */
export async function rulesContextOf(ctx: EnforceContext): Promise<RulesContextInput> {
  const caller = await rulesCallerOf(ctx.request, ctx.app.services);
  return rulesContextFor(ctx.app.services, caller, ctx.extra);
}

/**
 * Runs the entity's rules on the values being saved, through the same worker as the browser:
 * fields the role may not change → 403 with details, field messages → 422 with details.
 * Returns the result (changes to apply, warnings to confirm) when the save may go on.
 */
export async function enforceRules(
  entity: RuleEntity,
  facts: Record<string, unknown>,
  ctx: EnforceContext,
): Promise<EntityResult> {
  return enforceRulesWith(ctx.app.rules, await rulesContextOf(ctx), entity, facts, ctx.current);
}

/** enforceRules for a command, which holds the rules pool and the caller's context instead of a request. */
export async function enforceRulesWith(
  rules: RulesService,
  rulesCtx: RulesContextInput,
  entity: RuleEntity,
  facts: Record<string, unknown>,
  current?: Record<string, unknown>,
): Promise<EntityResult> {
  const values = current ? { ...current, ...facts, original: current } : facts;
  const [result] = await rules.evaluate({ entity, rows: [values], ctx: rulesCtx });
  if (!result) throw new Error('rules engine returned no result');
  if (current) {
    // Field messages on every field sent; permissions only on the fields whose value changes.
    const sent = Object.keys(facts);
    const changed = changedFields(facts, current);
    result.fields = reportedFields(result.fields, sent);
    result.denied = Object.fromEntries(Object.entries(result.denied).filter(([k]) => touches(k, changed)));
  }
  const denied = Object.entries(result.denied);
  if (denied.length > 0) throw forbidden(Object.fromEntries(denied.map(([f, m]) => [f, m.message])));
  const fields = Object.entries(result.fields);
  if (fields.length > 0) {
    throw new HttpError(
      422,
      RULES_ERRORS.rejected,
      Object.fromEntries(fields.map(([f, m]) => [f, m.message])),
    );
  }
  return result;
}
