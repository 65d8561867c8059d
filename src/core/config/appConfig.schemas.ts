import type { TestOrderScenario } from '../demo/demo.schemas.ts';
import type { ROLE_CONSTANTS } from '../permissions/roles.ts';
import type { ENUMS } from './enums.ts';
import type { ConfigMode, PlannerType } from './modules.ts';

/** A pallet type; `ratio` is its floor area relative to EUR (the loom planner counts by it). */
export interface PalletType {
  name: string;
  lengthMm: number;
  widthMm: number;
  ratio: number;
}

/** What the permission rules let one role change on one entity (core/rules/rulePermissionProbes.ts). */
export interface FieldEditSettingDoc {
  editable: string[];
  denied: string[];
  editableStatuses?: string[];
}

/** View settings of shell.md §3: title, logos, favicon, theme, product categories. */
export interface ViewConfig {
  title: string;
  logo: string;
  largeLogo: string;
  favicon: string;
  theme: { primary: string };
  productCategory: string[];
}

/** One demo scenario of the "Teszt forgatókönyvek" dialog (logistics config mode only): core/demo. */
export type { TestOrderScenario } from '../demo/demo.schemas.ts';

/** The `config` part of GET /api/config. */
export interface AppConfig {
  configMode: ConfigMode;
  logisticsPlannerType: PlannerType;
  disableAuth: boolean;
  colors: { primary: string };
  view: ViewConfig;
  palletTypes: PalletType[];
  defaultFilters: Record<string, unknown>;
  /** From the permission rules: entity → role → editable / denied fields and editable statuses. */
  fieldEditSettings: Record<string, Record<string, FieldEditSettingDoc>>;
  testOrdersJson: TestOrderScenario[];
}

/** GET /api/config: readable before sign-in. */
export interface AppConfigResponse {
  config: AppConfig;
  constants: typeof ROLE_CONSTANTS;
  enums: typeof ENUMS;
}

/** GET /api/version */
export interface VersionInfo {
  buildVersion: string;
  version: string;
  configMode: ConfigMode;
}
