import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import {
  findRow,
  findRowBy,
  findRows,
  insertRow,
  updateVersioned,
  versionedTable,
} from '../versionedTable.ts';

/** A carrier company (business.md §3 Transporter), with its version for concurrent edits. */
export interface TransporterRecord {
  id: string;
  companyName: string;
  shortName: string;
  active: boolean;
  version: number;
}

/** The transporters table: record fields ↔ columns. */
export const TRANSPORTERS = versionedTable(
  'transporters',
  { companyName: 'company_name', shortName: 'short_name', active: 'active' },
  (row, fields): TransporterRecord => ({ id: row.id, ...fields, version: row.version }),
);

/** The transporter with this id, if any. */
export function findTransporterById(
  db: Kysely<Database>,
  id: string,
): Promise<TransporterRecord | undefined> {
  return findRow(db, TRANSPORTERS, id);
}

/** The transporter with this short name, if any. */
export function findTransporterByShortName(
  db: Kysely<Database>,
  shortName: string,
): Promise<TransporterRecord | undefined> {
  return findRowBy(db, TRANSPORTERS, 'shortName', shortName);
}

/** Inserts a transporter (active unless told otherwise). */
export function insertTransporter(
  db: Kysely<Database>,
  values: { companyName: string; shortName: string; active?: boolean },
): Promise<TransporterRecord> {
  return insertRow(db, TRANSPORTERS, values);
}

/** The transporters with these ids, in one read (ids that are not uuids find nothing). */
export function findTransportersByIds(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<TransporterRecord[]> {
  return findRows(db, TRANSPORTERS, ids);
}

/** Every transporter by short name. */
export async function listTransporters(db: Kysely<Database>): Promise<TransporterRecord[]> {
  const rows = await db.selectFrom('transporters').selectAll().orderBy('short_name').execute();
  return rows.map(TRANSPORTERS.toRecord);
}

/** Writes the changes when the stored version is still `version`; undefined when it is not. */
export function updateTransporter(
  db: Kysely<Database>,
  id: string,
  version: number,
  values: { companyName?: string; shortName?: string; active?: boolean },
): Promise<TransporterRecord | undefined> {
  return updateVersioned(db, TRANSPORTERS, id, version, values);
}
