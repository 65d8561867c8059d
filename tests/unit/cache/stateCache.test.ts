import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { stateCache } from '../../../src/server/cache/stateCache.ts';
import { writeGeneration, writeGenerationPlugin } from '../../../src/server/db/writeGeneration.ts';

// A Kysely that sends nothing anywhere: the plugin sees the queries all the same.
const db = new Kysely<{ t: { a: number } }>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
  plugins: [writeGenerationPlugin],
});

function counted() {
  let calls = 0;
  const cache = stateCache(async (key: string) => `${key}${++calls}`, { ttlMs: 60_000 });
  return { cache, calls: () => calls };
}

describe('write generation (which queries are writes)', () => {
  it('grows with inserts, updates, deletes and writing raw SQL, not with reads', async () => {
    const g = writeGeneration();
    await db.selectFrom('t').selectAll().execute();
    await sql`select 1`.execute(db);
    await sql`with x as (select 1) select * from x`.execute(db);
    expect(writeGeneration()).toBe(g);
    await db.insertInto('t').values({ a: 1 }).execute();
    expect(writeGeneration()).toBeGreaterThan(g);
    for (const write of [
      () => db.updateTable('t').set({ a: 2 }).execute(),
      () => db.deleteFrom('t').execute(),
      () => sql`with x as (delete from t returning a) select * from x`.execute(db),
      () => sql`refresh materialized view v`.execute(db),
    ]) {
      const before = writeGeneration();
      await write();
      expect(writeGeneration()).toBeGreaterThan(before);
    }
  });
});

describe('stateCache (poll answers from a state, not a query each)', () => {
  it('loads once for parallel and repeated polls of a key, once per key', async () => {
    const { cache, calls } = counted();
    const answers = await Promise.all(Array.from({ length: 200 }, () => cache('a')));
    expect(new Set(answers)).toEqual(new Set(['a1']));
    expect(await cache('a')).toBe('a1');
    expect(await cache('b')).toBe('b2');
    expect(calls()).toBe(2);
  });

  it('loads again after any write of this process', async () => {
    const { cache } = counted();
    expect(await cache('a')).toBe('a1');
    await db.updateTable('t').set({ a: 3 }).execute();
    expect(await cache('a')).toBe('a2');
  });

  it('loads again when the time to live has passed (another instance may have written)', async () => {
    let now = 0;
    let calls = 0;
    const cache = stateCache(async () => ++calls, { ttlMs: 1000, now: () => now });
    await cache('a');
    now = 999;
    expect(await cache('a')).toBe(1);
    now = 1000;
    expect(await cache('a')).toBe(2);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const cache = stateCache(async () => {
      if (fail) throw new Error('database gone');
      return 'ok';
    });
    await expect(cache('a')).rejects.toThrow('database gone');
    fail = false;
    expect(await cache('a')).toBe('ok');
  });
});
