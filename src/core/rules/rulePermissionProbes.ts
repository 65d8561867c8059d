import { MODULE_KEYS } from '../config/config.answers.ts';
import { FREIGHT_STATUSES, ORDER_STATUSES, PICKUP_STATUSES } from '../config/enums.ts';
import { USER_ROLES } from '../permissions/roles.ts';
import type { CompiledRuleSet } from './compileRules.ts';
import { evaluateCompiled } from './evaluateRules.ts';
import { COMMON_FIELDS, ENTITY_FIELDS } from './ruleEntityFields.ts';
import type { RuleEntity } from './ruleFile.schemas.ts';

/** The statuses a record of these entities can be in: a status the rules lock is not editable. */
const ENTITY_STATUSES: Partial<Record<RuleEntity, readonly string[]>> = {
  order: ORDER_STATUSES,
  freight: FREIGHT_STATUSES,
  pickup: PICKUP_STATUSES,
};

/** Facts an order save computes (not fields a user edits). */
const COMPUTED_ONLY = new Set(['geocoded', 'unknownItemNumbers']);
/** The fields a user can send for the entity. */
const editableFieldsOf = (entity: RuleEntity) =>
  ENTITY_FIELDS[entity].filter((f) => !COMMON_FIELDS.includes(f) && !COMPUTED_ONLY.has(f));

/** What the permission rules let one role change on one entity. */
export interface FieldEditSetting {
  /** Fields the role may change (on a record whose state the rules do not lock). */
  editable: string[];
  /** Fields the rules refuse to the role, whatever the record's state. */
  denied: string[];
  /** For entities with a status: the statuses in which the role may change at least one field. */
  editableStatuses?: string[];
}

/** `fieldEditSettings` of GET /api/config: entity → role → what the permission rules allow. */
export type FieldEditSettings = Record<string, Record<string, FieldEditSetting>>;

/**
 * The fields of `entity` that the permission rules refuse to `role` on a record in `status` (no
 * status: a record whose state no rule reads). A probe row carries every field of the entity, so
 * `denyFields: ["*"]` and `allowOnlyFields` show in full; every module counts as active, since
 * the modules are checked by the routes, not here.
 */
function deniedFields(set: CompiledRuleSet, entity: RuleEntity, role: string, status?: string): Set<string> {
  const row: Record<string, unknown> = Object.fromEntries(editableFieldsOf(entity).map((f) => [f, null]));
  if (status !== undefined) row.status = status;
  const [result] = evaluateCompiled(set, {
    entity,
    rows: [row],
    ctx: { role, activeModules: [...MODULE_KEYS], configMode: set.mode as never },
    families: ['permissions'],
  });
  return new Set(Object.keys(result?.denied ?? {}));
}

/** The statuses of `entity` in which the permission rules let `role` change at least one field. */
export function editableStatuses(set: CompiledRuleSet, entity: RuleEntity, role: string): string[] {
  const fields = editableFieldsOf(entity).filter((f) => f !== 'status');
  return (ENTITY_STATUSES[entity] ?? []).filter((status) => {
    const denied = deniedFields(set, entity, role, status);
    return fields.some((f) => !denied.has(f));
  });
}

/**
 * Per entity that has permission rules and per role: the fields the role may change and those
 * refused, and where the entity has statuses, the statuses the role may edit in — all read from
 * the rule files (GET /api/config `fieldEditSettings`), so a mode's permission file is the table.
 */
export function fieldEditSettings(set: CompiledRuleSet): FieldEditSettings {
  const entities = [
    ...new Set(
      [...set.byEntity.values()]
        .flat()
        .filter((c) => c.rule.family === 'permissions')
        .map((c) => c.rule.entity),
    ),
  ].sort();
  const out: FieldEditSettings = {};
  for (const entity of entities) {
    const perRole: Record<string, FieldEditSetting> = {};
    for (const role of USER_ROLES) {
      const denied = deniedFields(set, entity, role);
      const fields = editableFieldsOf(entity);
      perRole[role] = {
        editable: fields.filter((f) => !denied.has(f)),
        denied: fields.filter((f) => denied.has(f)),
        ...(ENTITY_STATUSES[entity] ? { editableStatuses: editableStatuses(set, entity, role) } : {}),
      };
    }
    out[entity] = perRole;
  }
  return out;
}

/**
 * Whether the permission rules let `role` change anything of `entity` (a record in some status, for
 * entities with statuses), or the one `field` when given — read from `fieldEditSettings`, the one
 * answer the server's route policies and the screens both go by (issue 36: the read-only roles are
 * the rules' `…viewers.noEdit`, not a role list in TypeScript). Unknown entity or role: nothing.
 */
export function rulesLetChange(
  settings: FieldEditSettings | null | undefined,
  entity: RuleEntity,
  role: string,
  field?: string,
): boolean {
  const setting = settings?.[entity]?.[role];
  if (!setting) return false;
  if (field !== undefined) return setting.editable.includes(field);
  return setting.editableStatuses ? setting.editableStatuses.length > 0 : setting.editable.length > 0;
}
