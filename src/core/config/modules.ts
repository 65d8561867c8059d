import type { z } from 'zod';
import type { activeModulesAnswer, CONFIG_MODES, MODULE_KEYS } from './config.answers.ts';
import type { PLANNER_TYPES } from './enums.ts';
export type ModuleKey = (typeof MODULE_KEYS)[number];

/** Per-module settings delivered with the active modules (GET api/modules/active → activeConfigs). */
export type ModuleConfigs = Partial<Record<ModuleKey, Record<string, unknown>>>;

/** What GET api/modules/active answers. */
export type ActiveModules = z.output<typeof activeModulesAnswer>;

export type ConfigMode = (typeof CONFIG_MODES)[number];

export type PlannerType = (typeof PLANNER_TYPES)[number];

/** True when the module key is in the active list. */
export function isModuleActive(state: Pick<ActiveModules, 'activeModules'>, key: ModuleKey): boolean {
  return state.activeModules.includes(key);
}
