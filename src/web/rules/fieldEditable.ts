import { appState } from '../state/appState.ts';

/**
 * Whether the permission rules of the mode in force let `role` change `field` of `entity`: GET
 * /api/config `fieldEditSettings` (rulePermissionProbes.ts), the answer the server enforces. Nothing
 * is editable until the config is loaded.
 */
export function fieldEditable(entity: string, role: string, field: string): boolean {
  const settings = appState.config?.fieldEditSettings as
    | Record<string, Record<string, { editable?: readonly string[] }>>
    | undefined;
  return settings?.[entity]?.[role]?.editable?.includes(field) ?? false;
}
