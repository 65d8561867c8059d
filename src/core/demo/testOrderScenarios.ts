import { type TestOrderScenario, testOrderScenariosSchema } from './demo.schemas.ts';
import scenarioData from './testOrderScenarios.json' with { type: 'json' };

/**
 * The five scenarios of the "Teszt forgatókönyvek" list (shell.md §2), sent as config
 * testOrdersJson in the logistics config mode only. Data in testOrderScenarios.json, checked here.
 */
export const TEST_ORDER_SCENARIOS: readonly TestOrderScenario[] =
  testOrderScenariosSchema.parse(scenarioData);
