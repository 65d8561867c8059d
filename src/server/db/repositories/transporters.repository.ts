import type { Kysely, Selectable } from 'kysely';
import type { Database, TransportersTable } from '../schema.ts';
import { isUuid } from './users.repository.ts';

/** A carrier company (minimal now; the transporter issue extends it). */
export interface TransporterRecord {
  id: string;
  companyName: string;
  shortName: string;
  active: boolean;
}

function toRecord(row: Selectable<TransportersTable>): TransporterRecord {
  return { id: row.id, companyName: row.company_name, shortName: row.short_name, active: row.active };
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
