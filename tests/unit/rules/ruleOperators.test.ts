import { describe, expect, it } from 'vitest';
import { resolveContext } from '../../../src/core/rules/evaluateRules.ts';
import { COMPUTED_FACTS, rowFacts } from '../../../src/core/rules/ruleComputedFacts.ts';
import { generalCheck, RULE_OPERATOR_FNS } from '../../../src/core/rules/ruleOperators.ts';
import { RULE_MESSAGES } from '../../../src/core/validation/generalRules.ts';

// Fixed dates: arbitrary inputs of pure functions, any year would do (today is passed in, never the clock's).

describe('violates: every general rule of shell.md §5 through the operator, with its message', () => {
  const cases: [spec: unknown, value: unknown, message: string | null][] = [
    ['required', '', RULE_MESSAGES.required],
    ['required', [], RULE_MESSAGES.required],
    ['required', 'x', null],
    ['percent', 101, RULE_MESSAGES.percent],
    ['percent', '50', null],
    ['positive', 0, RULE_MESSAGES.positive],
    ['positive', 0.1, null],
    ['nonNegative', -0.5, RULE_MESSAGES.nonNegative],
    ['nonNegative', 0, null],
    ['positiveInteger', 1.5, RULE_MESSAGES.positiveInteger],
    ['positiveInteger', '', RULE_MESSAGES.positiveInteger],
    [{ check: 'positiveInteger', allowEmpty: true }, '', null],
    ['nonNegativeInteger', -1, RULE_MESSAGES.nonNegativeInteger],
    ['nonNegativeInteger', 0, null],
    ['email', 'a@b', RULE_MESSAGES.email],
    ['email', 'a@b.hu', null],
    ['email', '', null],
    ['time', '24:00', RULE_MESSAGES.time],
    ['time', '8:00', null],
    ['noSpaces', 'a b', RULE_MESSAGES.noSpaces],
    ['noSpaces', 'ab', null],
    [{ check: 'maxValue', n: 10 }, 11, 'Kisebb számot adjon meg mint 10!'],
    [{ check: 'maxValue', n: 10 }, 10, null],
    [{ check: 'minExclusive', n: 0 }, 0, 'Nagyobb számot adjon meg mint 0!'],
    [{ check: 'minExclusive', n: 0 }, 1, null],
    [
      { check: 'dateNotEarlier', date: '2026-01-05' },
      '2026-01-04',
      'A választott dátum nem lehet korábbi, mint 2026-01-05!',
    ],
    [{ check: 'dateNotEarlier', date: '2026-01-05' }, '2026-01-05', null],
    ['phone', '+36 (1) 234-56/78', null],
    ['phone', '06 1 abc', RULE_MESSAGES.phone],
    ['packingAlgorithm', 'tetris', RULE_MESSAGES.packingAlgorithm],
    ['packingAlgorithm', 'rows-no-stacking', null],
  ];
  it.each(cases)('%j on %j → %s', (spec, value, message) => {
    expect(generalCheck(spec)(value)).toBe(message);
    expect(RULE_OPERATOR_FNS.violates(value, spec)).toBe(message !== null);
  });
  it('an unknown check name throws', () => {
    expect(() => generalCheck('nope')).toThrow(/unknown general check "nope"/);
  });
});

describe('built-in operators behave like json-rules-engine', () => {
  const cases: [keyof typeof RULE_OPERATOR_FNS, unknown, unknown, boolean][] = [
    ['equal', 1, 1, true],
    ['equal', '1', 1, false],
    ['notEqual', 'a', 'b', true],
    ['in', 'Z', ['Z', 'X'], true],
    ['notIn', 'EXW', ['Z', 'X'], true],
    ['contains', ['a'], 'a', true],
    ['contains', 'abc', 'a', false],
    ['doesNotContain', ['a'], 'b', true],
    ['lessThan', 1, 2, true],
    ['lessThan', undefined, 2, false],
    ['lessThan', '1', 2, true],
    ['lessThanInclusive', 2, 2, true],
    ['greaterThan', null, -1, false],
    ['greaterThanInclusive', 3, 3, true],
    ['isEmpty', '  ', true, true],
    ['isEmpty', [], false, false],
    ['dateBefore', '2026-01-01', '2026-01-02', true],
    ['dateBefore', '', '2026-01-02', false],
    ['dateAfter', '2026-01-03', '2026-01-02', true],
    ['inRoleGroup', 'admin', 'adminRoles', true],
    ['inRoleGroup', 'logistics_viewer', 'editorRoles', false],
    ['inRoleGroup', 'admin', 'noSuchGroup', false],
  ];
  it.each(cases)('%s(%j, %j) → %s', (op, a, b, expected) => {
    expect(RULE_OPERATOR_FNS[op](a, b)).toBe(expected);
  });
});

describe('computed facts', () => {
  const row = (values: Record<string, unknown>, ctx: Record<string, unknown> = {}) =>
    rowFacts(values, resolveContext({ today: '2026-01-05', ...ctx }));
  const fact = (name: string, values: Record<string, unknown>, ctx?: Record<string, unknown>, params = {}) =>
    (COMPUTED_FACTS[name] as (p: Record<string, unknown>, r: ReturnType<typeof row>) => unknown)(
      params,
      row(values, ctx),
    );

  it.each([
    ['2026-01-09', [], true],
    ['2026-01-10', [], false],
    ['2026-01-09', [{ date: '2026-01-09', workday: false }], false],
    ['2026-01-10', [{ date: '2026-01-10', workday: true }], true],
    ['', [], null],
  ])('isWorkday %s with %j → %s', (date, calendar, expected) => {
    expect(fact('isWorkday', { d: date }, { calendar }, { field: 'd' })).toBe(expected);
  });

  it('capacityFit: pallets × ratio for loom, kg, named vehicle, possible vehicles', () => {
    const vehicles = [
      { vehicleId: 'A', active: true, palletCapacity: 24, kgCapacity: 24000 },
      { vehicleId: 'B', active: true, palletCapacity: 33, kgCapacity: 22000 },
      { vehicleId: 'C', active: false, palletCapacity: 99, kgCapacity: 99000 },
    ];
    const palletTypes = [{ name: 'IND', ratio: 1.25, kg: 30 }];
    expect(
      fact(
        'capacityFit',
        { palletsCount: 20, sumWeight: 1000, palletType: 'IND', vehicle: 'A' },
        { vehicles, palletTypes },
      ),
    ).toEqual({
      fitsAny: true,
      vehicleFits: true,
      vehicleKnown: true,
      possibleVehicles: 'A, B',
      activeVehicles: 2,
      pallets: 20,
      kg: 1000,
      vehicle: 'A',
      changed: true,
    });
    expect(
      fact(
        'capacityFit',
        { palletsCount: 20, sumWeight: 1000, palletType: 'IND', vehicle: 'A' },
        { vehicles, palletTypes, plannerType: 'loom' },
      ),
    ).toMatchObject({ vehicleFits: false, possibleVehicles: 'B' });
    expect(
      fact('capacityFit', { palletsCount: 2, sumWeight: 23000, vehicle: 'C' }, { vehicles }),
    ).toMatchObject({
      fitsAny: true,
      vehicleKnown: false,
      possibleVehicles: 'A',
    });
    expect(fact('capacityFit', { palletsCount: 40 }, { vehicles })).toMatchObject({
      fitsAny: false,
      vehicleFits: null,
    });
  });

  it('capacityFit of an order: its items summed, its preferred trucks named, unchanged against original', () => {
    const vehicles = [
      { vehicleId: 'A', active: true, palletCapacity: 24, kgCapacity: 24000 },
      { vehicleId: 'B', active: true, palletCapacity: 33, kgCapacity: 22000 },
    ];
    const palletTypes = [{ name: 'IND', ratio: 1.25, kg: 30 }];
    const items = [
      { palletsCount: 12, kg: 6000, palletType: 'IND' },
      { palletsCount: 10, kg: 4000.0004 },
    ];
    const order = { orderItems: items, preferredTrucks: ['A'] };
    expect(fact('capacityFit', order, { vehicles, palletTypes })).toEqual({
      fitsAny: true,
      vehicleFits: true,
      vehicleKnown: true,
      possibleVehicles: 'A, B',
      activeVehicles: 2,
      pallets: 22,
      kg: 10000,
      vehicle: 'A',
      changed: true,
    });
    // The loom planner: 12 IND pallets take 15 places, 25 in all: B only.
    expect(fact('capacityFit', order, { vehicles, palletTypes, plannerType: 'loom' })).toMatchObject({
      vehicleFits: false,
      possibleVehicles: 'B',
      pallets: 25,
    });
    // No preferred truck: only "fits any" counts; an unknown one is not known.
    expect(fact('capacityFit', { orderItems: items }, { vehicles })).toMatchObject({ vehicleFits: null });
    expect(fact('capacityFit', { ...order, preferredTrucks: ['X'] }, { vehicles })).toMatchObject({
      vehicleKnown: false,
    });
    // The stored order had the same load and trucks: nothing changed for the capacity rules.
    expect(fact('capacityFit', { ...order, original: order }, { vehicles })).toMatchObject({
      changed: false,
    });
    expect(
      fact('capacityFit', { ...order, original: { ...order, preferredTrucks: ['B'] } }, { vehicles }),
    ).toMatchObject({ changed: true });
  });

  it('role, module, permission and change facts', () => {
    expect(fact('moduleActive', {}, { activeModules: ['billing'] }, { module: 'billing' })).toBe(true);
    expect(fact('hasPermission', {}, { role: 'admin' }, { permission: 'accessSuperAdminPages' })).toBe(false);
    expect(fact('hasPermission', {}, { role: 'superadmin' }, { permission: 'accessSuperAdminPages' })).toBe(
      true,
    );
    expect(fact('changed', { a: 1, original: { a: 2 } }, {}, { field: 'a' })).toBe(true);
    expect(fact('changed', { a: 1 }, {}, { field: 'a' })).toBe(false);
    expect(fact('statusIndex', { status: 'arrived' })).toBeGreaterThan(
      fact('freightStatusIndex', {}, {}, { status: 'scheduled' }) as number,
    );
    expect(fact('palletsFromQuantity', { quantity: 9, unitPerPallet: 4 })).toBe(3);
    expect(fact('palletsFromQuantity', { quantity: 0, unitPerPallet: 4 })).toBe(1);
    expect(
      fact(
        'palletsWeight',
        { palletsCount: 4, palletType: 'EUR' },
        { palletTypes: [{ name: 'EUR', ratio: 1, kg: 25 }] },
      ),
    ).toBe(100);
  });
});
