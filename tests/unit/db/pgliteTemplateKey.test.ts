import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sourcesOf } from '../../../scripts/precompiled.mjs';
import { TEMPLATE_ENTRIES, templateKey } from '../../api/support/templateCache.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

// The API tests' PGlite template is reused between runs under this key: whatever builds the template
// must change it, or a run would test yesterday's schema or seed.
describe('the cached PGlite template’s key', () => {
  const rules = mkdtempSync(path.join(tmpdir(), 'template-key-rules-'));
  cpSync(path.join(ROOT, 'rules'), rules, { recursive: true });
  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(rules, { recursive: true, force: true });
  });

  it('follows the imports of the migrations and the seed', async () => {
    const sources = await sourcesOf(TEMPLATE_ENTRIES);
    const migrations = readdirSync(path.join(ROOT, 'src/server/db/migrations')).map(
      (f) => `src/server/db/migrations/${f}`,
    );
    expect(sources).toEqual(expect.arrayContaining(migrations));
    expect(sources).toEqual(
      expect.arrayContaining([
        'src/server/db/seed/seedOrders.ts',
        'src/server/rules/demoOrderRules.ts',
        'src/server/auth/passwords.ts',
      ]),
    );
  });

  it('is the same for the same inputs, another for another rule file, password or day', async () => {
    vi.stubEnv('RULES_DIR', rules);
    const key = await templateKey('pw');
    expect(await templateKey('pw')).toBe(key);
    expect(await templateKey('another')).not.toBe(key);

    const [mode] = readdirSync(rules, { withFileTypes: true }).filter((d) => d.isDirectory());
    if (!mode) throw new Error('no mode folder under rules/');
    writeFileSync(path.join(rules, mode.name, 'zz-extra.txt'), 'changed');
    const changedRules = await templateKey('pw');
    expect(changedRules).not.toBe(key);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 86_400_000);
      expect(await templateKey('pw')).not.toBe(changedRules);
    } finally {
      vi.useRealTimers();
    }
  });
});
