import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { findRow, insertRow, updateVersioned, versionedTable } from '../versionedTable.ts';

export interface TagRecord {
  id: string;
  name: string;
  version: number;
}

export const TAGS = versionedTable(
  'tags',
  { name: 'name' },
  (row, fields): TagRecord => ({ id: row.id, ...fields, version: row.version }),
);

export const findTag = (db: Kysely<Database>, id: string) => findRow(db, TAGS, id);
export const insertTag = (db: Kysely<Database>, values: { name: string }) => insertRow(db, TAGS, values);
export const updateTag = (db: Kysely<Database>, id: string, version: number, changes: { name?: string }) =>
  updateVersioned(db, TAGS, id, version, changes);

export async function listTags(db: Kysely<Database>): Promise<TagRecord[]> {
  return (await db.selectFrom('tags').selectAll().orderBy('name').execute()).map(TAGS.toRecord);
}
