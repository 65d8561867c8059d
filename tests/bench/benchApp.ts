import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../src/server/app.ts';
import { startSession } from '../../src/server/auth/sessions.ts';
import { loadConfig } from '../../src/server/config.ts';
import { findUserByUsername } from '../../src/server/db/repositories/users.repository.ts';
import type { Database } from '../../src/server/db/schema.ts';

/** An app on a seeded bench database and a bearer header of the seeded admin. */
export async function benchApp(
  db: Kysely<Database>,
): Promise<{ app: FastifyInstance; headers: { authorization: string } }> {
  const app = await buildApp({
    // Only the built web app's folder comes from the environment (browser phases of the benches).
    config: {
      ...loadConfig({ ...(process.env.WEB_DIST_DIR && { WEB_DIST_DIR: process.env.WEB_DIST_DIR }) }),
      jwtSecret: 'bench-secret-bench-secret-bench-secret',
    },
    db,
    logger: false,
  });
  await app.ready();
  const admin = await findUserByUsername(db, 'admin');
  if (!admin) throw new Error('seeded admin missing');
  const { token } = await startSession(app.services, admin);
  return { app, headers: { authorization: `Bearer ${token}` } };
}
