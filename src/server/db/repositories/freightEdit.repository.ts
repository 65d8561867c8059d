import type { Kysely } from 'kysely';
import type { Freight } from '../../../core/freights/freights.schemas.ts';
import { jsonb } from '../jsonb.ts';
import type { Database } from '../schema.ts';
import { updateVersioned } from '../versionedTable.ts';
import { FREIGHTS } from './freights.repository.ts';
import { type JobScope, splitIds } from './truckJobs.repository.ts';

/**
 * Freight writes of the edit calls (issue 14): the freights a caller may change (uuid or number,
 * a transporter user only theirs) and the version-checked UPDATE with jsonb fields cast.
 */

/** The fields an edit call may write. */
export type FreightChanges = Partial<
  Pick<
    Freight,
    | 'status'
    | 'deliveryDate'
    | 'releaseDate'
    | 'expectedDeadlineDate'
    | 'driverName'
    | 'truckLicensePlateNumber'
    | 'truckType'
    | 'freightCost'
    | 'freightIncome'
    | 'externalIds'
    | 'timeSlot'
    | 'excludedFromAutomaticProcessing'
    | 'bill'
    | 'comment'
    | 'modifiedByTransporter'
    | 'transporterId'
    | 'offerSentToTransporterIds'
    | 'cargo'
  >
>;

/** The freights with these uuids or numbers inside the caller's scope (any order). */
export async function findFreightsInScope(
  db: Kysely<Database>,
  scope: JobScope,
  ids: readonly string[],
): Promise<Freight[]> {
  const { uuids, numbers } = splitIds(ids);
  if (uuids.length === 0 && numbers.length === 0) return [];
  let q = db
    .selectFrom('freights')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(uuids.length > 0 ? [eb('id', 'in', uuids)] : []),
        ...(numbers.length > 0 ? [eb('freight_id', 'in', numbers)] : []),
      ]),
    );
  if (scope.transporterId !== null) q = q.where('transporter_id', '=', scope.transporterId);
  return (await q.execute()).map(FREIGHTS.toRecord);
}

/** One freight by uuid or number inside the caller's scope. */
export async function findFreightInScope(
  db: Kysely<Database>,
  scope: JobScope,
  id: string,
): Promise<Freight | undefined> {
  return (await findFreightsInScope(db, scope, [id]))[0];
}

/** Writes the changes while the freight is still at `version`; undefined when it moved on. */
export function updateFreight(
  db: Kysely<Database>,
  id: string,
  version: number,
  changes: FreightChanges,
): Promise<Freight | undefined> {
  const { externalIds, timeSlot, bill, offerSentToTransporterIds, cargo, ...plain } = changes;
  // jsonb columns are sent as text and cast (db/jsonb.ts); the descriptor's column types say so.
  const json = {
    ...(externalIds !== undefined && { externalIds: jsonb(externalIds) }),
    ...(timeSlot !== undefined && { timeSlot: timeSlot === null ? null : jsonb(timeSlot) }),
    ...(bill !== undefined && { bill: bill === null ? null : jsonb(bill) }),
    ...(cargo !== undefined && { cargo: jsonb(cargo) }),
    ...(offerSentToTransporterIds !== undefined && {
      offerSentToTransporterIds: jsonb(offerSentToTransporterIds),
    }),
  };
  return updateVersioned(db, FREIGHTS, id, version, { ...plain, ...json } as never);
}

/** Whether a transporter with this id exists. */
export async function transporterExists(db: Kysely<Database>, id: string): Promise<boolean> {
  const { uuids } = splitIds([id]);
  if (uuids.length === 0) return false;
  const row = await db.selectFrom('transporters').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
