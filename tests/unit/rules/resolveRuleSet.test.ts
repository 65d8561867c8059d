import { describe, expect, it } from 'vitest';
import { CONFIG_MODES } from '../../../src/core/config/config.answers.ts';
import { compileRuleSet } from '../../../src/core/rules/compileRules.ts';
import { evaluateCompiled } from '../../../src/core/rules/evaluateRules.ts';
import { createReferenceEngine } from '../../../src/core/rules/referenceEngine.ts';
import { type RawRuleFile, resolveRuleSet } from '../../../src/core/rules/resolveRuleSet.ts';
import { RULE_FAMILIES } from '../../../src/core/rules/ruleFile.schemas.ts';
import { loadRuleSet, readRuleFiles } from '../../../src/server/rules/loadRuleFiles.ts';
import { BENCH_CTX, benchOrderRows, seeded } from '../../bench/rulesBenchRows.ts';
import { expectEqual } from '../../support/expectEqual.ts';

const rule = (name: string, field: string, extra: Record<string, unknown> = {}) => ({
  name,
  entity: 'user',
  conditions: { all: [{ fact: field, operator: 'violates', value: 'required' }] },
  event: { type: 'fieldError', params: { field, messageKey: 'required' } },
  ...extra,
});
const file = (
  path: string,
  rules: unknown[],
  family = path.replace(/^.*\//, '').replace('.json', ''),
): RawRuleFile => ({
  file: path,
  content: { family, rules },
});

describe('resolving base and mode files', () => {
  const base = file('base/validation.json', [rule('a', 'username'), rule('b', 'email')]);

  it('a mode file replaces a rule by name, removes one, adds new ones; other modes see the base', () => {
    const files = [
      base,
      file('modes/marka/validation.json', [
        rule('a', 'firstName'),
        { name: 'b', remove: true },
        rule('c', 'lastName'),
      ]),
    ];
    const marka = resolveRuleSet(files, 'marka');
    expect(marka.rules.map((r) => [r.name, r.source, r.file])).toEqual([
      ['a', 'marka', 'modes/marka/validation.json'],
      ['c', 'marka', 'modes/marka/validation.json'],
    ]);
    expect(resolveRuleSet(files, 'topolisz').rules.map((r) => [r.name, r.source])).toEqual([
      ['a', 'base'],
      ['b', 'base'],
    ]);
  });

  it('orders by priority, file order within one priority', () => {
    const set = resolveRuleSet(
      [
        file('base/validation.json', [
          rule('low', 'username'),
          rule('high', 'email', { priority: 9 }),
          rule('low2', 'firstName'),
        ]),
      ],
      'x',
    );
    expect(set.rules.map((r) => r.name)).toEqual(['high', 'low', 'low2']);
  });

  const broken: [string, RawRuleFile[], RegExp][] = [
    [
      'bad JSON shape',
      [{ file: 'base/validation.json', content: [] }],
      /rules\/base\/validation\.json: .*expected object/,
    ],
    ['family mismatch', [file('base/validation.json', [], 'capacity')], /family "capacity" does not match/],
    ['unknown family', [file('base/colours.json', [])], /unknown family "colours"/],
    ['misplaced file', [file('other/validation.json', [])], /expected base\/<family>\.json/],
    [
      'unknown operator',
      [
        file('base/validation.json', [
          rule('x', 'a', { conditions: { all: [{ fact: 'a', operator: 'like', value: 1 }] } }),
        ]),
      ],
      /rule "x": conditions\.all\.0\.operator: unknown operator "like"/,
    ],
    [
      'leaf at the top',
      [
        file('base/validation.json', [
          rule('x', 'a', { conditions: { fact: 'a', operator: 'equal', value: 1 } }),
        ]),
      ],
      /rule "x": conditions: the top level must be all, any or not/,
    ],
    [
      'unknown message key',
      [
        file('base/validation.json', [
          rule('x', 'a', { event: { type: 'fieldError', params: { field: 'a', messageKey: 'nope' } } }),
        ]),
      ],
      /rule "x": .*unknown messageKey "nope"/,
    ],
    [
      'two messages',
      [
        file('base/validation.json', [
          rule('x', 'a', {
            event: { type: 'fieldError', params: { field: 'a', messageKey: 'required', message: 'y' } },
          }),
        ]),
      ],
      /exactly one of message or messageKey/,
    ],
    [
      'event named error',
      [file('base/validation.json', [rule('x', 'a', { event: { type: 'error', params: {} } })])],
      /rule "x": event\.type/,
    ],
    [
      'unknown check',
      [
        file('base/validation.json', [
          rule('x', 'a', { conditions: { all: [{ fact: 'a', operator: 'violates', value: 'isbn' }] } }),
        ]),
      ],
      /rule "x": unknown general check "isbn"/,
    ],
    [
      'unknown role group',
      [
        file('base/permissions.json', [
          rule('x', 'a', {
            conditions: { all: [{ fact: 'ctx', path: '$.role', operator: 'inRoleGroup', value: 'bosses' }] },
          }),
        ]),
      ],
      /unknown role group "bosses"/,
    ],
    [
      'duplicate name',
      [file('base/validation.json', [rule('x', 'a'), rule('x', 'b')])],
      /rule "x": the name is used twice/,
    ],
    [
      'removal of a missing rule',
      [base, file('modes/marka/validation.json', [{ name: 'zz', remove: true }])],
      /modes\/marka\/validation\.json, rule "zz": removes a rule that the base does not have/,
    ],
    [
      'removal in base',
      [file('base/validation.json', [{ name: 'zz', remove: true }])],
      /only mode files may remove rules/,
    ],
  ];
  it.each(broken)('%s → a clear error', (_label, files, message) => {
    expect(() => resolveRuleSet(files, 'marka')).toThrow(message);
  });
});

describe('the rule files of the repository', () => {
  it('are all valid and use every family in base', () => {
    const files = readRuleFiles();
    for (const family of RULE_FAMILIES) expect(files.map((f) => f.file)).toContain(`base/${family}.json`);
    for (const mode of CONFIG_MODES) expect(loadRuleSet(mode).rules.length).toBeGreaterThan(50);
  });

  it('differ per mode where a mode file says so', () => {
    const names = (mode: string) => loadRuleSet(mode).rules.map((r) => r.name);
    expect(names('topolisz')).not.toContain('freight.warning.dateInPast');
    expect(names('logistics')).toContain('freight.warning.dateInPast');
    expect(
      loadRuleSet('barabas').rules.find((r) => r.name === 'importRow.sumWeight.overPallets')?.source,
    ).toBe('barabas');
  });
});

describe('compiled predicates agree with json-rules-engine on a random corpus', () => {
  it.each(CONFIG_MODES)('%s: 400 orders, 200 freights, 200 import rows, traces included', async (mode) => {
    const set = loadRuleSet(mode);
    const compiled = compileRuleSet(set);
    const reference = createReferenceEngine(set);
    const rnd = seeded(mode.length * 7);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
    const day = () => `2026-01-${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}`;
    const roles = [
      'superadmin',
      'admin',
      'logistics_manager',
      'production_manager',
      'transporter_manager',
      'logistics_viewer',
    ];
    const requests = [
      {
        entity: 'order' as const,
        rows: benchOrderRows(400, mode.length),
        ctx: { ...BENCH_CTX, role: pick(roles) },
        trace: true,
      },
      {
        entity: 'freight' as const,
        rows: Array.from({ length: 200 }, () => ({
          status: pick(['new', 'scheduled', 'finalized', 'arrived', 'shipped', undefined]),
          deliveryDate: pick([day(), null]),
          releaseDate: pick([day(), null]),
          expectedDeadlineDate: pick([day(), null]),
          transporterId: pick(['t1', null]),
          offerSentToTransporterIds: pick([[], ['t2']]),
          truckType: pick(['D22L', 'T24S']),
          timeSlot: pick([null, { time: pick(['8:00', '25:00']), dockId: pick([null, 'd1']) }]),
          modifiedByTransporter: pick([true, false]),
          driverName: pick(['X', undefined]),
          bill: pick([undefined, { status: 'x' }]),
          original: pick([
            undefined,
            {
              status: pick(['new', 'scheduled', 'finalized']),
              deliveryDate: day(),
              truckType: 'D22L',
              transporterId: pick(['t1', null]),
            },
          ]),
        })),
        ctx: { ...BENCH_CTX, role: pick(roles), activeModules: pick([[], ['time_slot', 'billing']]) },
        trace: true,
      },
      {
        entity: 'importRow' as const,
        rows: Array.from({ length: 200 }, () => ({
          customerName: pick(['K', '']),
          deliveryDate: pick([day(), '']),
          palletsCount: pick([1, 20, 34, 1.5, -1]),
          sumWeight: pick([50, 2000, 30000]),
          palletType: pick(['EUR', 'IND', 'XXL']),
          vehicle: pick([undefined, 'T24S', 'D22L', 'OLD']),
        })),
        ctx: {
          ...BENCH_CTX,
          plannerType: pick(['logistics', 'loom'] as const),
          vehicles: [
            { vehicleId: 'T24S', active: true, palletCapacity: 24, kgCapacity: 24000 },
            { vehicleId: 'D22L', active: true, palletCapacity: 33, kgCapacity: 22000 },
            { vehicleId: 'OLD', active: false, palletCapacity: 40, kgCapacity: 40000 },
          ],
          palletTypes: [
            { name: 'EUR', ratio: 1, kg: 25 },
            { name: 'IND', ratio: 1.25, kg: 30 },
          ],
        },
        trace: true,
      },
    ];
    for (const request of requests) {
      expectEqual(await reference.evaluate(request), evaluateCompiled(compiled, request));
    }
  });
});
