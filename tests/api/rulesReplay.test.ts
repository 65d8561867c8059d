import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResolvedRuleSet } from '../../src/core/rules/ruleFile.schemas.ts';
import type { ReplayReport } from '../../src/core/rules/ruleReplay.ts';
import {
  RULES_API,
  type RuleRecordResponse,
  type RulesReplayResponse,
} from '../../src/core/rules/rules.api.ts';
import { parseReplayArgs, replayOutput, runReplay } from '../../src/server/rules/rulesReplayCli.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const readRules = (file: string) => JSON.parse(readFileSync(path.join(ROOT, 'rules', file), 'utf8'));

/** logistics' validation file with one more rule: every stored order gets a message on its factory. */
function draftWithProbe() {
  const content = readRules('modes/logistics/validation.json');
  content.rules.push({
    name: 'order.factoryShortName.replayProbe',
    entity: 'order',
    conditions: { all: [{ fact: 'orderId', operator: 'isEmpty', value: false }] },
    event: { type: 'fieldError', params: { field: 'factoryShortName', message: 'Próba: minden rendelés' } },
  });
  return { file: 'modes/logistics/validation.json', content };
}

describe.each(BACKENDS)('what-if replay of a draft rule folder [%s]', (backend) => {
  const env = useTestEnv(backend);
  const replay = (payload: Record<string, unknown>, as = 'superadmin') =>
    env().request(RULES_API.replay, { as, payload: payload as never });

  it('lists every stored order a draft rule changes, with before and after; the rules in force stay', async () => {
    const before = json<ResolvedRuleSet>(await env().request(RULES_API.set, { as: 'superadmin' })).hash;
    const res = await replay({ entity: 'order', n: 25, files: [draftWithProbe()] });
    expect(res.statusCode).toBe(200);
    const report = json<RulesReplayResponse>(res);
    expect(report.compared).toBeGreaterThan(0);
    expect(report.compared).toBeLessThanOrEqual(25);
    expect(report.changed).toHaveLength(report.compared);
    expect(report.changed[0]?.differences).toContainEqual({
      kind: 'field',
      key: 'factoryShortName',
      before: null,
      after: 'Próba: minden rendelés',
    });
    expect(report.byKind.field).toBe(report.compared);
    expect(report.mode).toBe('logistics');
    expect(report.currentHash).toBe(before);
    expect(report.draftHash).not.toBe(before);
    // Nothing was swapped in: the server still enforces the set it had.
    expect(json<ResolvedRuleSet>(await env().request(RULES_API.set, { as: 'superadmin' })).hash).toBe(before);
  });

  it('a draft equal to the files in force changes nothing (no false differences)', async () => {
    const file = 'modes/logistics/validation.json';
    for (const entity of ['order', 'freight']) {
      const report = json<RulesReplayResponse>(
        await replay({ entity, n: 200, files: [{ file, content: readRules(file) }] }),
      );
      expect(report.changed, entity).toEqual([]);
      expect(report.draftHash).toBe(report.currentHash);
    }
  });

  it("freights: a draft's new warning is listed on every stored freight it fires on", async () => {
    const content = {
      family: 'freightWarnings',
      rules: [
        {
          name: 'freight.replayProbe',
          entity: 'freight',
          conditions: { all: [{ fact: 'status', operator: 'isEmpty', value: false }] },
          event: { type: 'warning', params: { code: 'replayProbe', message: 'Próba figyelmeztetés' } },
        },
      ],
    };
    const report = json<RulesReplayResponse>(
      await replay({
        entity: 'freight',
        n: 10,
        files: [{ file: 'modes/logistics/freightWarnings.json', content }],
      }),
    );
    expect(report.compared).toBeGreaterThan(0);
    expect(report.changed).toHaveLength(report.compared);
    expect(report.changed[0]?.differences).toEqual([
      { kind: 'warning', key: 'replayProbe', before: null, after: 'Próba figyelmeztetés' },
    ]);
  });

  it('a broken draft is a 422 naming the file, the rule and the reason; no record is read', async () => {
    const draft = draftWithProbe();
    draft.content.rules.at(-1).conditions.all[0].fact = 'orderIdd';
    const res = await replay({ entity: 'order', n: 5, files: [draft] });
    expect(res.statusCode).toBe(422);
    const body = json<{ message: string; details: Record<string, string> }>(res);
    expect(body.message).toBe('A szabálytervezet hibás, nem futtatható!');
    expect(Object.values(body.details).join('\n')).toMatch(
      /rules\/modes\/logistics\/validation\.json rule "order\.factoryShortName\.replayProbe": unknown fact "orderIdd".*did you mean "orderId"/,
    );
    expect(
      (await replay({ entity: 'order', n: 5, files: [{ file: '../x.json', content: {} }] })).statusCode,
    ).toBe(400);
    expect((await replay({ entity: 'order', n: 0, files: [draft] })).statusCode).toBe(400);
  });

  it('superadmin only', async () => {
    expect((await replay({ entity: 'order', n: 5, files: [draftWithProbe()] }, 'admin')).statusCode).toBe(
      403,
    );
  });

  it('the playground loads a stored order or freight by id as rule facts; an unknown id is 404', async () => {
    const report = json<RulesReplayResponse>(
      await replay({ entity: 'order', n: 1, files: [draftWithProbe()] }),
    );
    const orderId = report.changed[0]?.id as string;
    const res = await env().request(RULES_API.record, {
      as: 'superadmin',
      params: { entity: 'order', id: orderId },
    });
    expect(res.statusCode).toBe(200);
    const record = json<RuleRecordResponse>(res);
    expect(record.values.orderId).toBe(orderId);
    expect(Array.isArray(record.values.orderItems)).toBe(true);
    expect(record.values).not.toHaveProperty('deliveryCoords');
    const freightReport = json<RulesReplayResponse>(
      await replay({
        entity: 'freight',
        n: 1,
        files: [
          {
            file: 'modes/logistics/freightWarnings.json',
            content: {
              family: 'freightWarnings',
              rules: [{ name: 'freight.warning.dateInPast', remove: true }],
            },
          },
        ],
      }),
    );
    expect(freightReport.compared).toBe(1);
    const missing = await env().request(RULES_API.record, {
      as: 'superadmin',
      params: { entity: 'order', id: 'NO-SUCH-ORDER' },
    });
    expect(missing.statusCode).toBe(404);
    const badEntity = await env().request(RULES_API.record, {
      as: 'superadmin',
      params: { entity: 'user', id: 'x' },
    });
    expect(badEntity.statusCode).toBe(400);
  });
});

describe.each(BACKENDS)('npm run rules:replay [%s]', (backend) => {
  const env = useTestEnv(backend);
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  /** A draft folder holding only the changed file. */
  function draftFolder(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'rules-draft-'));
    dirs.push(dir);
    const { file, content } = draftWithProbe();
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(dir, file), JSON.stringify(content, null, 2));
    return dir;
  }

  it('replays a draft folder on the stored orders and freights and prints what would change', async () => {
    const options = parseReplayArgs(['--draft', draftFolder(), '--mode', 'logistics', '-n', '15'], 'marka');
    expect(options).toMatchObject({
      mode: 'logistics',
      n: 15,
      entities: ['order', 'freight'],
      role: 'superadmin',
    });
    const services = { config: env().app.services.config, db: env().database.db, now: () => new Date() };
    const [orders, freights] = await runReplay(services, options);
    expect(orders?.compared).toBeGreaterThan(0);
    expect(orders?.changed).toHaveLength(orders?.compared ?? -1);
    expect(freights?.changed).toEqual([]);
    const text = replayOutput(options, [orders as ReplayReport, freights as ReplayReport]);
    expect(text).toContain(
      `order: ${orders?.compared} stored record(s) replayed, ${orders?.compared} would change`,
    );
    expect(text).toMatch(/field factoryShortName: — → Próba: minden rendelés/);
    expect(text).toContain('freight: ');
  });

  it('refuses a wrong command line and a broken draft with its reason', async () => {
    expect(() => parseReplayArgs([], 'logistics')).toThrow(/--draft is needed/);
    expect(() => parseReplayArgs(['--draft', 'x', '--mode', 'makra'], 'logistics')).toThrow(
      /unknown mode "makra"/,
    );
    expect(() => parseReplayArgs(['--draft', 'x', '-n', '0'], 'logistics')).toThrow(/-n must be/);
    expect(() => parseReplayArgs(['--draft', 'x', '--entity', 'user'], 'logistics')).toThrow(
      /unknown entity/,
    );
    const dir = draftFolder();
    const file = path.join(dir, 'modes/logistics/validation.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"orderId"', '"orderIdd"'));
    const services = { config: env().app.services.config, db: env().database.db, now: () => new Date() };
    await expect(runReplay(services, parseReplayArgs(['--draft', dir], 'logistics'))).rejects.toThrow(
      /unknown fact "orderIdd"/,
    );
    await expect(
      runReplay(services, parseReplayArgs(['--draft', '/nonexistent'], 'logistics')),
    ).rejects.toThrow(/no draft folder/);
  });
});
