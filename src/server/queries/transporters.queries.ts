import type { Kysely } from 'kysely';
import { findTransporterById, type TransporterRecord } from '../db/repositories/transporters.repository.ts';
import type { Database } from '../db/schema.ts';
import { type Presented, presentVersioned } from '../presenters/presentVersioned.ts';

/**
 * Transporters' reads for their routes (route → query → repository), presented as documents; the
 * list is the versioned kit's read (`versionedDocs` of queries/versioned.queries.ts).
 */

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
