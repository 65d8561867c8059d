import type { DemoProduct, DemoVehicle } from '../../src/core/demo/demo.schemas.ts';
import type { EvaluateOrderRules } from '../../src/core/demo/demoDeadlines.ts';
import { createRng } from '../../src/core/demo/demoRandom.ts';
import type { DemoGenerationInput } from '../../src/core/demo/generateDemoOrders.ts';
import { compileRuleSet } from '../../src/core/rules/compileRules.ts';
import { evaluateCompiled } from '../../src/core/rules/evaluateRules.ts';
import type { ResolvedRuleSet } from '../../src/core/rules/ruleFile.schemas.ts';
import { loadRuleSet } from '../../src/server/rules/loadRuleFiles.ts';

/** A demo run's rules engine on a rule set (default: the logistics mode's files), as the browser's worker evaluates. */
export function demoRulesEngine(set: ResolvedRuleSet = loadRuleSet('logistics')): EvaluateOrderRules {
  const compiled = compileRuleSet(set);
  return async (request) => evaluateCompiled(compiled, request);
}

/** A catalogue product as the demo generator reads it. */
export function buildDemoProduct(overrides: Partial<DemoProduct> = {}): DemoProduct {
  return {
    itemId: 'TEGLA-30',
    name: 'Falazóblokk 30',
    unit: 'db',
    unitPerPallet: 60,
    kgPerPallet: 950,
    palletType: 'EUR',
    ...overrides,
  };
}

export function buildDemoVehicle(overrides: Partial<DemoVehicle> = {}): DemoVehicle {
  return { vehicleId: 'T24L', crane: false, palletCapacity: 33, active: true, ...overrides };
}

/** Generator input: 2026-11-23 is a Monday; four products, two factories, a crane truck. */
export function buildDemoInput(overrides: Partial<DemoGenerationInput> = {}): DemoGenerationInput {
  return {
    today: '2026-11-23',
    days: 30,
    baseConfig: { deliveryInterval: 5, deliveryIntervalType: 'workday' },
    calendar: [],
    factories: [{ shortName: 'TVS' }, { shortName: 'KPS' }],
    products: [
      buildDemoProduct(),
      buildDemoProduct({
        itemId: 'CSEREP-1',
        name: 'Tetőcserép',
        unit: 'db',
        unitPerPallet: 240,
        kgPerPallet: 1100,
      }),
      buildDemoProduct({
        itemId: 'BURK-2',
        name: 'Térkő',
        unit: 'm2',
        unitPerPallet: 10,
        kgPerPallet: 1300,
        palletType: 'IND',
      }),
      buildDemoProduct({
        itemId: 'HABARCS',
        name: 'Habarcs',
        unit: 'zsák',
        unitPerPallet: 48,
        kgPerPallet: 1200,
      }),
    ],
    categories: ['Falazóelem', 'Tetőcserép', 'Burkolat', 'Kiegészítő'],
    vehicles: [
      buildDemoVehicle({ vehicleId: 'D22S', palletCapacity: 18 }),
      buildDemoVehicle({ vehicleId: 'D22L', palletCapacity: 22, crane: true }),
      buildDemoVehicle(),
    ],
    settlements: [
      {
        name: 'Veszprém',
        county: 'Veszprém',
        postalCode: '8200',
        address: '8200 Veszprém, Fő utca 1.',
        lat: 47.09,
        lng: 17.91,
      },
      {
        name: 'Győr',
        county: 'Győr-Moson-Sopron',
        postalCode: null,
        address: 'Győr, Rákóczi út 5.',
        lat: 47.68,
        lng: 17.63,
      },
    ],
    rng: createRng(42),
    ...overrides,
  };
}
