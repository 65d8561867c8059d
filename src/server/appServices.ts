import type { Kysely } from 'kysely';
import type { TokenService } from './auth/tokens.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/schema.ts';

/** What commands need from the app: settings, database, tokens and a clock (tests move it). */
export interface AppServices {
  config: ServerConfig;
  db: Kysely<Database>;
  tokens: TokenService;
  now: () => Date;
  /** Time limit of the base-config ping. */
  pingTimeoutMs: number;
}
