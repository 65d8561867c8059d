import type { Kysely, Selectable } from 'kysely';
import { MODULE_KEYS } from '../../../core/config/config.answers.ts';
import type { ModuleDocument } from '../../../core/config/modules.schemas.ts';
import type { ActiveModules, ModuleConfigs, ModuleKey } from '../../../core/config/modules.ts';
import { jsonb } from '../jsonb.ts';
import type { Database, ModulesTable } from '../schema.ts';
import { isUuid } from '../versionedTable.ts';

function toDocument(row: Selectable<ModulesTable>): ModuleDocument {
  return { id: row.id, key: row.key as ModuleKey, active: row.active, config: row.config ?? {} };
}

/** Every known module in MODULE_KEYS order (rows with keys the code no longer knows are skipped). */
export async function listModules(db: Kysely<Database>): Promise<ModuleDocument[]> {
  const rows = await db.selectFrom('modules').selectAll().execute();
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return MODULE_KEYS.flatMap((k) => {
    const row = byKey.get(k);
    return row ? [toDocument(row)] : [];
  });
}

/** The module with this id, if any. */
export async function findModuleById(db: Kysely<Database>, id: string): Promise<ModuleDocument | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db.selectFrom('modules').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toDocument(row);
}

/** Switches a module and/or replaces its config; undefined when the id is unknown. */
export async function updateModule(
  db: Kysely<Database>,
  id: string,
  patch: { active?: boolean; config?: Record<string, unknown> },
): Promise<ModuleDocument | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db
    .updateTable('modules')
    .set({
      ...(patch.active !== undefined && { active: patch.active }),
      ...(patch.config !== undefined && { config: jsonb(patch.config) }),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toDocument(row);
}

/** Inserts the modules whose keys are missing; existing rows are left as they are. */
export async function insertMissingModules(
  db: Kysely<Database>,
  modules: { key: ModuleKey; active: boolean; config: Record<string, unknown> }[],
): Promise<number> {
  if (modules.length === 0) return 0;
  const result = await db
    .insertInto('modules')
    .values(modules.map((m) => ({ key: m.key, active: m.active, config: jsonb(m.config) })))
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

/** The module state of GET /api/modules/active: active keys and their configs. */
export async function loadActiveModules(db: Kysely<Database>): Promise<ActiveModules> {
  const all = await listModules(db);
  const active = all.filter((m) => m.active);
  const activeConfigs: ModuleConfigs = {};
  for (const m of active) activeConfigs[m.key] = m.config;
  return { activeModules: active.map((m) => m.key), activeConfigs };
}
