import { type Kysely, sql } from 'kysely';
import {
  EXTERNAL_ID_ENTITIES,
  type ExternalIdEntity,
  type ExternalIdName,
  type ExternalIdNamesDocument,
} from '../../../core/externalIds/externalIdNames.schemas.ts';
import { jsonb } from '../jsonb.ts';
import type { Database } from '../schema.ts';

/** jsonb keeps keys in its own order: give them back in the schema's, so equal lists compare equal. */
const inSchemaOrder = (n: ExternalIdName): ExternalIdName => ({
  name: n.name,
  displayName: n.displayName,
  main: n.main,
  rolesAllowedToEdit: n.rolesAllowedToEdit,
  freightFilter: n.freightFilter,
  orderFilter: n.orderFilter,
});

/** Every entity's list and version; an entity without a row reads as an empty list at version 0. */
export async function getExternalIdNames(db: Kysely<Database>): Promise<ExternalIdNamesDocument> {
  const rows = await db.selectFrom('external_id_names').select(['entity', 'names', 'version']).execute();
  const byEntity = new Map(rows.map((r) => [r.entity, r]));
  const lists = {} as ExternalIdNamesDocument['lists'];
  const versions = {} as ExternalIdNamesDocument['versions'];
  for (const entity of EXTERNAL_ID_ENTITIES) {
    const row = byEntity.get(entity);
    lists[entity] = ((row?.names as ExternalIdName[] | undefined) ?? []).map(inSchemaOrder);
    versions[entity] = row?.version ?? 0;
  }
  return { lists, versions };
}

/**
 * Replaces one entity's list while its stored version equals `expectedVersion` and bumps it.
 * Returns false when a concurrent save got there first.
 */
export async function replaceExternalIdNames(
  db: Kysely<Database>,
  entity: ExternalIdEntity,
  names: readonly ExternalIdName[],
  expectedVersion: number,
): Promise<boolean> {
  const result = await db
    .insertInto('external_id_names')
    .values({ entity, names: jsonb<unknown>(names), version: expectedVersion + 1 })
    .onConflict((oc) =>
      oc
        .column('entity')
        .doUpdateSet({
          names: jsonb<unknown>(names),
          version: sql`external_id_names.version + 1`,
          updated_at: new Date(),
        })
        .where('external_id_names.version', '=', expectedVersion),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}
