import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS_API } from '../../src/core/users/users.api.ts';
import { findUserByUsername } from '../../src/server/db/repositories/users.repository.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * A configuration team's mode rule that only the rules engine knows (zod has no such check):
 * the grid's bulk save path must enforce it exactly like a single save.
 */
function rulesWithNoSpacesInLastName(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rules-bulk-'));
  cpSync(path.join(ROOT, 'rules'), dir, { recursive: true });
  const file = path.join(dir, 'modes/logistics/validation.json');
  const content = JSON.parse(readFileSync(file, 'utf8')) as { rules: unknown[] };
  content.rules.push({
    name: 'user.lastName.noSpaces',
    entity: 'user',
    conditions: { all: [{ fact: 'lastName', operator: 'violates', value: 'noSpaces' }] },
    event: { type: 'fieldError', params: { field: 'lastName', messageKey: 'noSpaces' } },
  });
  writeFileSync(file, JSON.stringify(content));
  return dir;
}

const saved = process.env.RULES_DIR;
beforeAll(() => {
  process.env.RULES_DIR = rulesWithNoSpacesInLastName();
});
afterAll(() => {
  if (saved === undefined) delete process.env.RULES_DIR;
  else process.env.RULES_DIR = saved;
});

describe.each(BACKENDS)('PATCH /users/bulk runs the rules engine row by row [%s]', (backend) => {
  const env = useTestEnv(backend);

  it('refuses the whole batch with the refused row named, and saves nothing', async () => {
    const db = env().database.db;
    const a = await findUserByUsername(db, 'logistics-viewer');
    const b = await findUserByUsername(db, 'production-viewer');
    if (!a || !b) throw new Error('seeded users missing');
    const res = await env().request(USERS_API.bulk, {
      as: 'admin',
      payload: {
        items: [
          { id: a.id, __v: a.version, changes: { lastName: 'Kovács' } },
          { id: b.id, __v: b.version, changes: { lastName: 'Nagy Kovács' } },
        ],
      },
    });
    expect(res.statusCode).toBe(422);
    const body = json<{ message: string; details: Record<string, string> }>(res);
    expect(body.details).toEqual({ [b.id]: 'A szöveg nem tartalmazhat szóközt!' });
    expect((await findUserByUsername(db, 'logistics-viewer'))?.lastName).toBe(a.lastName);
  });

  it('saves a batch the rules accept', async () => {
    const db = env().database.db;
    const a = await findUserByUsername(db, 'logistics-viewer');
    if (!a) throw new Error('seeded user missing');
    const res = await env().request(USERS_API.bulk, {
      as: 'admin',
      payload: { items: [{ id: a.id, __v: a.version, changes: { lastName: 'Kovács' } }] },
    });
    expect(res.statusCode).toBe(200);
    expect((await findUserByUsername(db, 'logistics-viewer'))?.lastName).toBe('Kovács');
  });
});
