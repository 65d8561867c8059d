import type { Kysely, Selectable } from 'kysely';
import type { Database, TransportersTable } from '../schema.ts';
import { isUuid } from './users.repository.ts';

/** A carrier company (business.md §3 Transporter), with its version for concurrent edits. */
export interface TransporterRecord {
  id: string;
  companyName: string;
  shortName: string;
  active: boolean;
  version: number;
}

function toRecord(row: Selectable<TransportersTable>): TransporterRecord {
  return {
    id: row.id,
    companyName: row.company_name,
    shortName: row.short_name,
    active: row.active,
    version: row.version,
  };
}

/** The transporter with this id, if any. */
export async function findTransporterById(
  db: Kysely<Database>,
  id: string,
): Promise<TransporterRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db.selectFrom('transporters').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** The transporter with this short name, if any. */
export async function findTransporterByShortName(
  db: Kysely<Database>,
  shortName: string,
): Promise<TransporterRecord | undefined> {
  const row = await db
    .selectFrom('transporters')
    .selectAll()
    .where('short_name', '=', shortName)
    .executeTakeFirst();
  return row && toRecord(row);
}

/** Inserts a transporter. */
export async function insertTransporter(
  db: Kysely<Database>,
  values: { companyName: string; shortName: string; active?: boolean },
): Promise<TransporterRecord> {
  const row = await db
    .insertInto('transporters')
    .values({ company_name: values.companyName, short_name: values.shortName, active: values.active ?? true })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

/** Every transporter by short name. */
export async function listTransporters(db: Kysely<Database>): Promise<TransporterRecord[]> {
  const rows = await db.selectFrom('transporters').selectAll().orderBy('short_name').execute();
  return rows.map(toRecord);
}

/** Writes the changes when the stored version is still `version`; undefined when it is not. */
export async function updateTransporter(
  db: Kysely<Database>,
  id: string,
  version: number,
  values: { companyName?: string; shortName?: string; active?: boolean },
): Promise<TransporterRecord | undefined> {
  const set: Record<string, unknown> = { version: version + 1, updated_at: new Date() };
  if (values.companyName !== undefined) set.company_name = values.companyName;
  if (values.shortName !== undefined) set.short_name = values.shortName;
  if (values.active !== undefined) set.active = values.active;
  const row = await db
    .updateTable('transporters')
    .set(set as never)
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
  return row && toRecord(row);
}
