import type { Kysely } from 'kysely';
import {
  findTransporterById,
  listTransporters,
  type TransporterRecord,
} from '../db/repositories/transporters.repository.ts';
import type { Database } from '../db/schema.ts';
import { type Presented, presentVersioned } from '../presenters/presentVersioned.ts';

/** Transporters' reads for their routes (route → query → repository), presented as documents. */

/** Every transporter as a document, by short name. */
export async function transporterDocs(db: Kysely<Database>): Promise<Presented<TransporterRecord>[]> {
  return (await listTransporters(db)).map(presentVersioned);
}

/** The transporter's document, or undefined for an unknown id (or none given). */
export async function transporterDoc(
  db: Kysely<Database>,
  id: unknown,
): Promise<Presented<TransporterRecord> | undefined> {
  const target = typeof id === 'string' ? await findTransporterById(db, id) : undefined;
  return target && presentVersioned(target);
}

/** The stored transporter (the record a change starts from), or undefined for an unknown id. */
export function storedTransporter(db: Kysely<Database>, id: string): Promise<TransporterRecord | undefined> {
  return findTransporterById(db, id);
}
