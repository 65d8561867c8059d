import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  type AnyEndpoint,
  apiUrlOf,
  type ParamsOf,
  type ResponseOf,
} from '../../../src/core/api/endpoint.ts';
import type { QueryParams } from '../../../src/core/api/query.ts';
import { addDays } from '../../../src/core/calendar/workdays.ts';
import { type BuildAppOptions, buildApp } from '../../../src/server/app.ts';
import { startSession, userOfToken } from '../../../src/server/auth/sessions.ts';
import type { ServerConfig } from '../../../src/server/config.ts';
import type { DatabaseHandle } from '../../../src/server/db/client.ts';
import { findUserByUsername } from '../../../src/server/db/repositories/users.repository.ts';
import { TEST_PASSWORD_HASH_COST } from '../../support/passwordHashCost.ts';
import { periodBeyondSeed } from '../../support/seedDates.ts';
import { assertAnswerMatches, checkAnswers, reportAnswerCheckCost } from './answerCheck.ts';
import { TEST_DEMO_PASSWORD, TEST_JWT_SECRET } from './constants.ts';
import { type Backend, cloneTestDatabase } from './testDatabase.ts';

/** Sign-in, refresh and sign-out: calls as a user get a session of their own (see `headerAs`). */
const AUTH_ROUTES = /\/users\/auth\//;

const pathOf = (url: InjectOptions['url']) => (typeof url === 'string' ? url : (url?.pathname ?? ''));

/** Settings of a test app: a real config with test values; override what a test is about. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    basePath: '/logistics/',
    databaseUrl: null,
    dataDir: '/nonexistent',
    configMode: 'logistics',
    plannerType: 'logistics',
    authDisabled: false,
    jwtSecret: TEST_JWT_SECRET,
    tokenTtlSeconds: 900,
    sessionMaxSeconds: 12 * 3600,
    demoPassword: TEST_DEMO_PASSWORD,
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    version: '9.9.9',
    buildVersion: '9.9.9+test',
    webDistDir: '/nonexistent/dist/web',
    ...overrides,
  };
}

/** One backend's database with an app on it, and helpers to call it as a seeded user. */
export interface TestEnv {
  backend: Backend;
  database: DatabaseHandle;
  app: FastifyInstance;
  /** A valid token of a seeded (or created) user, signed by the app's token service. */
  tokenFor(username: string, app?: FastifyInstance): Promise<string>;
  /** `{authorization: 'Bearer …'}` for the user. */
  authHeader(username: string, app?: FastifyInstance): Promise<Record<string, string>>;
  userId(username: string): Promise<string>;
  /** Injects a request as the user (or anyone when `as` is omitted). */
  call(options: InjectOptions & { as?: string; app?: FastifyInstance }): Promise<LightMyRequestResponse>;
  /**
   * Calls an endpoint of a core contract as the user (or anyone): path from `params`, `query` as the
   * web client sends it, `payload` as the body (any value: tests send wrong bodies on purpose).
   */
  request<E extends AnyEndpoint>(e: E, options?: EndpointCall<E>): Promise<TypedResponse<ResponseOf<E>>>;
  /** Another app on the same database with other settings; closed with the env. */
  extraApp(overrides?: Partial<ServerConfig>, options?: Partial<BuildAppOptions>): Promise<FastifyInstance>;
}

/** Options of {@link TestEnv.request}. */
export interface EndpointCall<E extends AnyEndpoint> {
  params?: ParamsOf<E>;
  query?: QueryParams;
  payload?: unknown;
  as?: string;
  app?: FastifyInstance;
  headers?: Record<string, string>;
  /** Cookies of the call (the session cookie is an alternative to the bearer header). */
  cookies?: Record<string, string>;
}

/** An injected answer whose JSON body is typed by the endpoint (`data`). */
export type TypedResponse<R> = LightMyRequestResponse & { readonly data: R };

/**
 * Registers beforeAll/afterAll that clone the seeded template for this backend and build an app on
 * it; returns a getter for the env (valid inside tests and hooks).
 */
export function useTestEnv(
  backend: Backend,
  overrides: Partial<ServerConfig> = {},
  options: Partial<BuildAppOptions> = {},
): () => TestEnv {
  let env: TestEnv | undefined;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    const database = await cloneTestDatabase(backend);
    const make = async (o: Partial<ServerConfig>, extra: Partial<BuildAppOptions>) => {
      const app = await buildApp({ config: testConfig(o), db: database.db, ...extra });
      checkAnswers(app);
      await app.ready();
      apps.push(app);
      return app;
    };
    const app = await make(overrides, options);
    const userId = async (username: string) => {
      const user = await findUserByUsername(database.db, username);
      if (!user) throw new Error(`no user ${username}`);
      return user.id;
    };
    const tokenFor = async (username: string, target = app) => {
      const user = await findUserByUsername(database.db, username);
      if (!user) throw new Error(`no user ${username}`);
      // A real session per token, as a sign-in would start (without the password check).
      const { token } = await startSession(target.services, user);
      return token;
    };
    const authHeader = async (username: string, target = app) => ({
      authorization: `Bearer ${await tokenFor(username, target)}`,
    });
    // `as` in call/request: one session per user and app, reused while the app would still accept
    // its token (the check every request runs: session live, user active with the same role and
    // token version, not expired), else a new one. A session per call was one insert and, on
    // PostgreSQL, two more round trips per call (the feed's sync, the session's read): a third of
    // the role matrix's 2,000 calls. The auth routes start, rotate or end a session: a fresh one each.
    const signedIn = new Map<FastifyInstance, Map<string, string>>();
    const headerAs = async (username: string, target: FastifyInstance, url: string) => {
      if (AUTH_ROUTES.test(url)) return authHeader(username, target);
      const tokens = signedIn.get(target) ?? new Map<string, string>();
      signedIn.set(target, tokens);
      const known = tokens.get(username);
      if (known && (await userOfToken(target.services, known))?.username === username)
        return { authorization: `Bearer ${known}` };
      const token = await tokenFor(username, target);
      tokens.set(username, token);
      return { authorization: `Bearer ${token}` };
    };
    env = {
      backend,
      database,
      app,
      tokenFor,
      authHeader,
      userId,
      call: async ({ as, app: target = app, headers, ...rest }) => {
        const res = await target.inject({
          ...rest,
          headers: { ...(as ? await headerAs(as, target, pathOf(rest.url ?? rest.path)) : {}), ...headers },
        } as InjectOptions);
        assertAnswerMatches(res);
        return res;
      },
      extraApp: (o = {}, extra = {}) => make({ ...overrides, ...o }, extra),
      request: async (e, { params, query, payload, as, app: target = app, headers, cookies } = {}) => {
        const url = apiUrlOf(e, params, query);
        const res = await target.inject({
          method: e.method,
          url,
          headers: { ...(as ? await headerAs(as, target, url) : {}), ...headers },
          ...(payload !== undefined && { payload: payload as InjectOptions['payload'] }),
          ...(cookies !== undefined && { cookies }),
        });
        assertAnswerMatches(res);
        return Object.defineProperty(res, 'data', { get: () => res.json() }) as TypedResponse<never>;
      },
    };
  });
  afterAll(async () => {
    reportAnswerCheckCost(expect.getState().testPath ?? 'unknown');
    for (const app of apps) await app.close();
    await env?.database.close();
  });
  return () => {
    if (!env) throw new Error('test env not ready (use it inside tests or hooks)');
    return env;
  };
}

/** The JSON body of a response. */
export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return res.json() as T;
}

/**
 * Registers a beforeAll (after the test env's) that finds the period beyond the seed; returns
 * `day(n)`: the period's first day plus n days (valid inside tests and later hooks).
 */
export function usePeriodBeyondSeed(db: () => TestEnv['database']['db']): (n: number) => string {
  let from = '';
  beforeAll(async () => {
    from = (await periodBeyondSeed(db())).from;
  });
  return (n) => {
    if (!from)
      throw new Error('the period beyond the seed is not known yet (use day() inside tests or hooks)');
    return addDays(from, n);
  };
}
