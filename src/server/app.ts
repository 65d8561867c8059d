import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { COMMON_ERRORS } from '../core/errors/messages.ts';
import { ROLES } from '../core/permissions/roles.ts';
import type { AppServices } from './appServices.ts';
import { SERVER_AREAS } from './areas/serverAreas.ts';
import { loadAccess, resolveActor } from './auth/authenticate.ts';
import { setPasswordHashCost } from './auth/passwords.ts';
import { createTokenService, generateSecret, type TokenService } from './auth/tokens.ts';
import { startBillAuditRefresher } from './commands/freightBillAudit.commands.ts';
import { productLoadJobHandler } from './commands/productLoad.commands.ts';
import type { ServerConfig } from './config.ts';
import { getOrInsertSetting, SETTING_KEYS } from './db/repositories/appSettings.repository.ts';
import type { Database } from './db/schema.ts';
import { installErrorHandler, sendError } from './http/errorHandler.ts';
import type { RouteEntry } from './http/fastifyTypes.ts';
import { forbidden, unauthorized } from './http/httpError.ts';
import { installInputHygiene } from './http/inputHygiene.ts';
import { allowedMethodsAt } from './http/methodNotAllowed.ts';
import { installSecurityHeaders } from './http/securityHeaders.ts';
import { startAutoProcessing } from './planning/autoProcessing.ts';
import { registerJobHandler } from './planning/jobQueue.ts';
import {
  JOB_RUNNER_DEFAULTS,
  type JobRunner,
  type JobRunnerOptions,
  startJobRunner,
} from './planning/jobRunner.ts';
import { registerPlanningHandlers } from './planning/planningJobHandlers.ts';
import { warmPlanningWorker } from './planning/planWorker.ts';
import { type Actor, ANONYMOUS, AUTH_DISABLED_ACTOR } from './policies/actor.ts';
import { POLICIES } from './policies/policies.ts';
import { registerOpenApiRoutes } from './routes/openApi.routes.ts';
import { registerWebRoutes, serveWebPage } from './routes/web.routes.ts';
import { fieldEditSettingsOf } from './rules/ruleSetDerived.ts';
import { registerRulesRoutes } from './rules/rules.routes.ts';
import type { RulesServiceOptions } from './rules/rulesService.ts';

/** What buildApp needs; tests pass their own database, clock, token service or logger. */
export interface BuildAppOptions {
  config: ServerConfig;
  db: Kysely<Database>;
  tokens?: TokenService;
  now?: () => Date;
  pingTimeoutMs?: number;
  logger?: FastifyServerOptions['logger'];
  /**
   * Run queued jobs in this app (main.ts: always). Off by default so an API test decides: a runner
   * of its own (timings shortened) or drainQueue() when it wants the jobs run.
   */
  jobRunner?: boolean | JobRunnerOptions;
  /** How the rules service starts and restarts its worker pool (tests inject a failing one). */
  rules?: RulesServiceOptions;
}

/** JWT_SECRET when set, else the secret generated on first start and kept in app_settings. */
export async function resolveJwtSecret(db: Kysely<Database>, config: ServerConfig): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  return getOrInsertSetting(db, SETTING_KEYS.jwtSecret, generateSecret());
}

/**
 * Builds the Fastify app on an open, migrated database (it does not listen). Every route must
 * declare `config.policy`; a route without one makes `ready()` fail.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  if (config.passwordHashCost !== undefined) setPasswordHashCost(config.passwordHashCost);
  const tokens =
    options.tokens ?? createTokenService(await resolveJwtSecret(db, config), config.tokenTtlSeconds);
  const services: AppServices = {
    config,
    db,
    tokens,
    now: options.now ?? (() => new Date()),
    pingTimeoutMs: options.pingTimeoutMs ?? 3000,
  };

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Behind a load balancer the client's protocol (for secure cookies) comes from X-Forwarded-Proto.
    trustProxy: true,
  });
  app.decorate('services', services);
  app.decorateRequest('actor', null as unknown as Actor);
  app.decorateRequest('access', null);

  // Collect routes with their options object: policies are checked once all plugins have run,
  // because a plugin's own onRoute hook (see web.routes.ts) may add the policy after ours ran.
  const routes: { method: string; url: string; options: RouteOptions }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url, options: route });
  });
  const routeTable = (): RouteEntry[] =>
    routes
      .filter((r) => r.method !== 'HEAD')
      .map((r) => ({
        method: r.method,
        url: r.url,
        policy: r.options.config?.policy,
        endpoint: r.options.config?.endpoint,
      }));
  app.decorate('routeTable', routeTable);
  app.addHook('onReady', async () => {
    const missing = routes.filter((r) => !r.options.config?.policy);
    if (missing.length > 0) {
      const list = missing.map((r) => `${r.method} ${r.url}`).join(', ');
      throw new Error(`Routes without a declared policy: ${list}`);
    }
  });

  await app.register(fastifyCookie);

  // Authenticate, then apply the route's policy before the body is even parsed: a caller who may
  // not use a route learns nothing about its validation rules.
  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config?.policy;
    if (!policy) return; // unknown route: the not-found handler answers
    // Public routes (sign-in, config, images, web files) need no user: skip the token and its read.
    if (policy === POLICIES.public) {
      request.actor = config.authDisabled ? AUTH_DISABLED_ACTOR : ANONYMOUS;
      return;
    }
    request.actor = await resolveActor(request, services);
    const access = policy.needsModules
      ? await loadAccess(request, services)
      : { activeModules: [], authDisabled: config.authDisabled };
    const params = (request.params ?? {}) as never;
    const fieldEdit = () => fieldEditSettingsOf(app.rules);
    if (policy.allows({ actor: request.actor, access, params, fieldEdit })) return;
    throw request.actor.role === ROLES.ANYONE ? unauthorized() : forbidden();
  });

  installSecurityHeaders(app);

  installErrorHandler(app);
  installInputHygiene(app);
  app.setNotFoundHandler((request, reply) => {
    if (serveWebPage(request, reply)) return;
    // A known path called with a method it lacks: 405 with the methods it has (RFC 9110 §15.5.6).
    const allowed = allowedMethodsAt(app, request.url);
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      const { message, code } = COMMON_ERRORS.methodNotAllowed;
      return sendError(reply, 405, message, undefined, code);
    }
    return sendError(reply, 404);
  });

  // Rules first: it loads every rule file, and a broken one must stop start-up.
  registerRulesRoutes(app, options.rules);
  // The business areas, one line each in areas/serverAreas.ts, in the order of the document.
  for (const area of SERVER_AREAS) await area.routes(app);
  registerOpenApiRoutes(app);
  await registerWebRoutes(app);
  installJobRunner(app, services, options.jobRunner ?? false);
  return app;
}

/**
 * The runner of a server process (main.ts): dead instances' jobs are found after JOB_STALE_SECONDS;
 * on the embedded database (one process's data directory) every claimed job at start is a dead run's.
 */
function runnerOptionsOf(config: ServerConfig): JobRunnerOptions {
  const staleAfterMs = (config.jobStaleSeconds ?? 30) * 1000;
  return {
    staleAfterMs,
    recoveryEveryMs: Math.min(JOB_RUNNER_DEFAULTS.recoveryEveryMs, Math.max(1000, staleAfterMs / 3)),
    ...(config.databaseUrl === null && { staleAtStartMs: 0 }),
  };
}

/** Registers the queue's handlers of this app and starts its runner when asked; both end with the app. */
function installJobRunner(
  app: FastifyInstance,
  services: AppServices,
  runner: boolean | JobRunnerOptions,
): void {
  const unregister = [
    registerJobHandler('productLoad', productLoadJobHandler(app.rules)),
    ...registerPlanningHandlers(),
  ];
  let started: JobRunner | null = null;
  // auto-processing ticks where a runner runs (business.md §6: new orders planned in batches)
  let stopAuto = () => {};
  // the price audits of bills are caught up beside the jobs (issue 20: no write in a read)
  let stopBillAudits = async () => {};
  app.addHook('onReady', async () => {
    if (runner !== false) {
      started = startJobRunner(services, runner === true ? runnerOptionsOf(services.config) : runner);
      stopAuto = startAutoProcessing(services);
      stopBillAudits = startBillAuditRefresher(services.db, {
        log: (err) => app.log.warn({ err }, 'bill audit refresh failed'),
      });
      warmPlanningWorker();
    }
  });
  app.addHook('onClose', async () => {
    stopAuto();
    await stopBillAudits();
    await started?.stop();
    for (const u of unregister) u();
  });
}
