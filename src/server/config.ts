import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CONFIG_MODES } from '../core/config/config.answers.ts';
import { PLANNER_TYPES } from '../core/config/enums.ts';
import type { ConfigMode, PlannerType } from '../core/config/modules.ts';
import { SCRYPT_COST } from './auth/passwords.ts';

/** Repository root (two levels above this file), so relative defaults do not depend on the cwd of `tsx`. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Settings of one server process, read once from the environment at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Always starts and ends with a slash, e.g. `/logistics/`. */
  basePath: string;
  /** postgres://… when set; otherwise PGlite under `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  configMode: ConfigMode;
  plannerType: PlannerType;
  authDisabled: boolean;
  /** null: generated once and kept in the database (app_settings), so tokens survive restarts. */
  jwtSecret: string | null;
  tokenTtlSeconds: number;
  /** Longest a sign-in lasts however often it is refreshed; then the user signs in again. */
  sessionMaxSeconds: number;
  /** null: a random password is generated and printed once on first start. */
  demoPassword: string | null;
  version: string;
  buildVersion: string;
  /** Where `vite build` writes the web terminal. */
  webDistDir: string;
  /**
   * The least solver time a planning job gets, seconds (0: by job size only). More time finds
   * cheaper plans; a planning desk that submits small batches may want a floor.
   */
  planningMinSeconds?: number;
  /**
   * The truck road graph written by `npm run geo:import -- extract.osm.pbf` (ROAD_GRAPH; default
   * beside the PGlite folder: <DATA_DIR>/../roads.graph). Missing file: distances are estimated.
   */
  roadGraphFile?: string;
  /**
   * A claimed job whose runner has not stamped its heartbeat for this long belongs to a dead
   * instance and is resumed by another (issue 32; default 30).
   */
  jobStaleSeconds?: number;
  /**
   * log2 N of scrypt for new password hashes (PASSWORD_HASH_COST; default 15: 32 MiB, about 0.1 s
   * of one core). Higher makes guessing a stolen hash dearer; below 15 only for tests.
   */
  passwordHashCost?: number;
}

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { message: 'true vagy false adható meg' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envFields = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8081),
  HOST: z.string().min(1).default('0.0.0.0'),
  BASE_PATH: z
    .string()
    .regex(/^\/?(?:[A-Za-z0-9._-]+\/)*[A-Za-z0-9._-]*\/?$/, 'a path like /logistics/ is expected')
    .default('/logistics/')
    .transform((v) => {
      const inner = v.replace(/^\/+|\/+$/g, '');
      return inner === '' ? '/' : `/${inner}/`;
    }),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('./data/pglite'),
  CONFIG_MODE: z.enum(CONFIG_MODES).default('logistics'),
  PLANNER_TYPE: z.enum(PLANNER_TYPES).default('logistics'),
  AUTH_DISABLED: bool.default(false),
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
  PLANNING_MIN_SECONDS: z.coerce.number().min(0).max(600).default(0),
  JOB_STALE_SECONDS: z.coerce.number().min(2).max(3600).default(30),
  SESSION_MAX_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 86_400)
    .default(12 * 3600),
  DEMO_PASSWORD: z
    .string()
    .min(8, 'must be at least 8 characters')
    .max(200)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  BUILD_VERSION: z.string().max(100).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  ROAD_GRAPH: z.string().min(1).optional(),
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(SCRYPT_COST.log2N),
  NODE_ENV: z.string().optional(),
});

const envSchema = envFields.refine(
  (e) => e.PASSWORD_HASH_COST >= SCRYPT_COST.log2N || e.NODE_ENV === 'test',
  {
    path: ['PASSWORD_HASH_COST'],
    message: `below ${SCRYPT_COST.log2N} only for tests (NODE_ENV=test): such hashes are cheap to guess`,
  },
);

/** Thrown when an environment variable has a value the server cannot start with. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the settings; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // Operator-facing: English texts even when the Hungarian zod locale is active for API answers.
  const parsed = envSchema.safeParse(env, { error: z.locales.en().localeError });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid server settings in the environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const version = readPackageVersion();
  return {
    port: e.PORT,
    host: e.HOST,
    basePath: e.BASE_PATH,
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: path.resolve(e.DATA_DIR),
    configMode: e.CONFIG_MODE,
    plannerType: e.PLANNER_TYPE,
    authDisabled: e.AUTH_DISABLED,
    jwtSecret: e.JWT_SECRET ?? null,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    sessionMaxSeconds: e.SESSION_MAX_SECONDS,
    planningMinSeconds: e.PLANNING_MIN_SECONDS,
    jobStaleSeconds: e.JOB_STALE_SECONDS,
    demoPassword: e.DEMO_PASSWORD ?? null,
    version,
    buildVersion: e.BUILD_VERSION ?? defaultBuildVersion(version),
    webDistDir: path.resolve(PROJECT_ROOT, e.WEB_DIST_DIR ?? 'dist/web'),
    roadGraphFile: roadGraphFileOf(e.ROAD_GRAPH, e.DATA_DIR),
    passwordHashCost: e.PASSWORD_HASH_COST,
  };
}

/** Where the road graph lives: ROAD_GRAPH, else roads.graph beside the PGlite folder (never inside it). */
export function roadGraphFileOf(roadGraph: string | undefined, dataDir: string): string {
  return path.resolve(roadGraph ?? path.join(path.dirname(path.resolve(dataDir)), 'roads.graph'));
}

function readPackageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** package.json version plus the git short sha when the server runs from a checkout. */
function defaultBuildVersion(version: string): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    })
      .toString()
      .trim();
    return sha ? `${version}+${sha}` : version;
  } catch {
    return version;
  }
}

/** Settings for a command-line entry point: a bad setting prints its message and exits with 1. */
export function loadConfigOrExit(): ServerConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
