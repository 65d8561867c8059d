import { apiPath } from '../../core/api/endpoint.ts';
import type { AppConfig, AppConfigResponse, PalletType } from '../../core/config/appConfig.schemas.ts';
import { CONFIG_API } from '../../core/config/config.api.ts';
import { ENUMS } from '../../core/config/enums.ts';
import { TEST_ORDER_SCENARIOS } from '../../core/demo/testOrderScenarios.ts';
import { ROLE_CONSTANTS } from '../../core/permissions/roles.ts';
import type { FieldEditSettings } from '../../core/rules/rulePermissionProbes.ts';
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

/** The `config` object of GET /api/config for this installation. */
export function buildAppConfig(config: ServerConfig, fieldEditSettings: FieldEditSettings = {}): AppConfig {
  return {
    configMode: config.configMode,
    logisticsPlannerType: config.plannerType,
    disableAuth: config.authDisabled,
    colors: { primary: PRIMARY_COLOR },
    view: {
      title: 'Fuvartervező',
      logo: apiPath(CONFIG_API.image, { name: 'logo.svg' }),
      largeLogo: apiPath(CONFIG_API.image, { name: 'logo-large.svg' }),
      favicon: apiPath(CONFIG_API.image, { name: 'favicon.svg' }),
      theme: { primary: PRIMARY_COLOR },
      productCategory: PRODUCT_CATEGORIES,
    },
    palletTypes: PALLET_TYPES,
    defaultFilters: {},
    // From the permission rules of the set in force (entity → role → fields and editable statuses).
    fieldEditSettings,
    // Demo scenarios exist only in the logistics config mode (shell.md §2).
    testOrdersJson: config.configMode === 'logistics' ? [...TEST_ORDER_SCENARIOS] : [],
  };
}

/** GET /api/config: config, role constants and enums. */
export function presentAppConfig(
  config: ServerConfig,
  fieldEditSettings: FieldEditSettings = {},
): AppConfigResponse {
  return { config: buildAppConfig(config, fieldEditSettings), constants: ROLE_CONSTANTS, enums: ENUMS };
}
