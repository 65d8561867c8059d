import type {
  AppConfig,
  AppConfigResponse,
  PalletType,
  TestOrderScenario,
} from '../../core/config/appConfig.schemas.ts';
import { ENUMS } from '../../core/config/enums.ts';
import { ROLE_CONSTANTS } from '../../core/permissions/roles.ts';
import type { ServerConfig } from '../config.ts';

/** Default theme colour of shell.md §9. */
export const PRIMARY_COLOR = '#1976D2';

/** EUR and industrial pallets; ratio is the floor area relative to EUR (1.2 m² / 0.96 m² = 1.25). */
export const PALLET_TYPES: PalletType[] = [
  { name: 'EUR', lengthMm: 1200, widthMm: 800, ratio: 1 },
  { name: 'IND', lengthMm: 1200, widthMm: 1000, ratio: 1.25 },
];

/** Product categories offered by the order form and the demo generator (first three are used there). */
export const PRODUCT_CATEGORIES = ['Falazóelem', 'Tetőcserép', 'Burkolat', 'Kiegészítő'];

/**
 * The five demo scenarios of the "Teszt forgatókönyvek" dialog (shell.md §2). The spec names no
 * scenario; these describe what each one exercises. Submitting them is a later issue.
 */
export const TEST_ORDER_SCENARIOS: TestOrderScenario[] = [
  {
    id: 'single-full-truck',
    name: 'Egy teljes kamion',
    description: 'Egy rendelés, amely pontosan megtölt egy járművet.',
  },
  {
    id: 'combine-small-orders',
    name: 'Kis rendelések összevonása',
    description: 'Több kis rendelés egy fuvarba, legfeljebb 9 lerakóval.',
  },
  {
    id: 'mixed-pallets',
    name: 'Vegyes raklapok',
    description: 'EUR és ipari raklapok egy rakományban (raklaparány szerint).',
  },
  {
    id: 'crane-truck',
    name: 'Darus jármű',
    description: 'Építkezésre szállítás, amelyhez darus jármű kell.',
  },
  {
    id: 'tight-deadline',
    name: 'Szoros határidő',
    description: 'Rendelések, amelyek kiadási és határidő napja egybeesik.',
  },
];

/** The `config` object of GET /api/config for this installation. */
export function buildAppConfig(config: ServerConfig): AppConfig {
  return {
    configMode: config.configMode,
    logisticsPlannerType: config.plannerType,
    disableAuth: config.authDisabled,
    colors: { primary: PRIMARY_COLOR },
    view: {
      title: 'Fuvartervező',
      logo: '/images/logo.svg',
      largeLogo: '/images/logo-large.svg',
      favicon: '/images/favicon.svg',
      theme: { primary: PRIMARY_COLOR },
      productCategory: PRODUCT_CATEGORIES,
    },
    palletTypes: PALLET_TYPES,
    defaultFilters: {},
    fieldEditSettings: {},
    // Demo scenarios exist only in the logistics config mode (shell.md §2).
    testOrdersJson: config.configMode === 'logistics' ? TEST_ORDER_SCENARIOS : [],
  };
}

/** GET /api/config: config, role constants and enums. */
export function presentAppConfig(config: ServerConfig): AppConfigResponse {
  return { config: buildAppConfig(config), constants: ROLE_CONSTANTS, enums: ENUMS };
}
