import { useSnapshot } from 'valtio';
import type { RuleEntity } from '../../core/rules/ruleFile.schemas.ts';
import { type FieldEditSettings, rulesLetChange } from '../../core/rules/rulePermissionProbes.ts';
import { useAccess } from '../shell/useAccess.ts';
import { appState } from '../state/appState.ts';

/**
 * Whether the permission rules of the mode in force let the user change `entity` (anything, or the
 * one `field`): GET /api/config `fieldEditSettings`, the answer the server's edit policies go by, so
 * a screen is editable exactly when the server would take the change (issue 36). Nothing until the
 * configuration is loaded.
 */
export function useRulesLetChange(entity: RuleEntity, field?: string): boolean {
  const { role } = useAccess();
  const { config } = useSnapshot(appState);
  return rulesLetChange(config?.fieldEditSettings as FieldEditSettings | undefined, entity, role, field);
}
