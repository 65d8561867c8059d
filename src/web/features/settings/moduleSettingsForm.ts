import {
  MODULE_CONFIG_MAX_CHARS,
  type ModuleDocument,
  updateModuleSchema,
} from '../../../core/config/modules.schemas.ts';
import type { ModuleKey } from '../../../core/config/modules.ts';
import type { MessageKey } from '../../i18n/i18n.ts';

/** One module as the form edits it: the switch and the config as JSON text. */
export interface ModuleRow {
  id: string;
  key: ModuleKey;
  active: boolean;
  configText: string;
}

/** Config flags whose meaning the code knows: typed checkboxes besides the JSON (core/permissions reads them). */
export const KNOWN_FLAGS: Partial<Record<ModuleKey, { flag: string; labelKey: MessageKey }[]>> = {
  base: [
    {
      flag: 'logisticsManagerCanModifyBaseConfig',
      labelKey: 'settings.flagLogisticsManagerCanModifyBaseConfig',
    },
  ],
  statistics: [{ flag: 'allowProductionUsers', labelKey: 'settings.flagAllowProductionUsers' }],
};

export const toRow = (m: ModuleDocument): ModuleRow => ({
  id: m.id,
  key: m.key,
  active: m.active,
  configText: JSON.stringify(m.config, null, 2),
});

/** What is wrong with a config text, as a message key and params; null when it is a valid config. */
export function configProblem(
  text: string,
): { key: MessageKey; params?: Record<string, string | number> } | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return {
      key: 'settings.moduleConfigInvalid',
      params: { reason: e instanceof Error ? e.message : String(e) },
    };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { key: 'settings.moduleConfigNotObject' };
  if (JSON.stringify(value).length > MODULE_CONFIG_MAX_CHARS)
    return { key: 'settings.moduleConfigTooLong', params: { n: MODULE_CONFIG_MAX_CHARS } };
  // The server's schema has the last word (key lengths …); its message is shown as it is.
  const parsed = updateModuleSchema.safeParse({ config: value });
  if (!parsed.success)
    return { key: 'settings.moduleConfigInvalid', params: { reason: parsed.error.issues[0]?.message ?? '' } };
  return null;
}

/** The config object of a valid text (call after configProblem returned null). */
export const parseConfig = (text: string): Record<string, unknown> =>
  JSON.parse(text) as Record<string, unknown>;

/** The PUT body for a changed module: only the parts that differ from the stored row. */
export function moduleChange(
  before: ModuleRow,
  after: ModuleRow,
): { active?: boolean; config?: Record<string, unknown> } {
  const change: { active?: boolean; config?: Record<string, unknown> } = {};
  if (before.active !== after.active) change.active = after.active;
  const next = parseConfig(after.configText);
  if (JSON.stringify(parseConfig(before.configText)) !== JSON.stringify(next)) change.config = next;
  return change;
}

/** Sets one flag in a valid config text, keeping the rest. */
export function withFlag(text: string, flag: string, value: boolean): string {
  return JSON.stringify({ ...parseConfig(text), [flag]: value }, null, 2);
}
