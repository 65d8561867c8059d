import type { z } from 'zod';
import type { activeModulesAnswer } from './config.answers.ts';
/** Optional feature modules of shell.md §1; each switches menu entries, routes and API calls on and off at once. */
export const MODULE_KEYS = [
  'base',
  'billing',
  'capacity_estimate',
  'customer_notification',
  'extended_visualization',
  'finalize_freight',
  'freight_offer',
  'freight_waypoints_edit',
  'order_closure',
  'order_excel_import',
  'pickup',
  'product_catalog',
  'route_planner',
  'shipping_notification',
  'site',
  'statistics',
  'time_slot',
  'transporter',
] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];

/** Per-module settings delivered with the active modules (GET api/modules/active → activeConfigs). */
export type ModuleConfigs = Partial<Record<ModuleKey, Record<string, unknown>>>;

/** What GET api/modules/active answers. */
export type ActiveModules = z.output<typeof activeModulesAnswer>;

export const CONFIG_MODES = ['logistics', 'marka', 'wienerberger', 'topolisz', 'barabas'] as const;
export type ConfigMode = (typeof CONFIG_MODES)[number];

export const PLANNER_TYPES = ['logistics', 'loom'] as const;
export type PlannerType = (typeof PLANNER_TYPES)[number];

/** True when the module key is in the active list. */
export function isModuleActive(state: Pick<ActiveModules, 'activeModules'>, key: ModuleKey): boolean {
  return state.activeModules.includes(key);
}
