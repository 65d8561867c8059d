import type { Kysely } from 'kysely';
import type { Freight } from '../../../core/freights/freights.schemas.ts';
import type { Pickup } from '../../../core/pickups/pickups.schemas.ts';
import type { TruckJobChanges, TruckJobRecord } from '../../../core/truckJobs/truckJob.ts';
import { jsonb } from '../jsonb.ts';
import { rowExists } from '../rowExists.ts';
import type { Database } from '../schema.ts';
import { type ColumnMap, updateVersioned, type VersionedTable } from '../versionedTable.ts';
import { FREIGHTS, PICKUPS } from './freights.repository.ts';
import { type JobScope, splitIds } from './truckJobs.repository.ts';

/**
 * The truck jobs' records as the writes read and change them (issue 14): the records a caller may
 * change (uuid or number, a transporter user only theirs) and the version-checked UPDATE with jsonb
 * fields cast. One implementation for both kinds: a kind names its descriptor, number column and
 * jsonb fields (FREIGHT_RECORDS, PICKUP_RECORDS).
 */

/** How a truck job kind's records are stored. */
export interface TruckJobRecords<R> {
  readonly table: 'freights' | 'pickups';
  readonly numberColumn: 'freight_id' | 'pickup_id';
  /** Fields stored as jsonb: sent as text and cast (db/jsonb.ts). */
  readonly jsonFields: readonly string[];
  readonly toRecord: (row: Record<string, unknown>) => R;
  /** updateVersioned on the kind's descriptor, with the columns' values already cast. */
  readonly update: (
    db: Kysely<Database>,
    id: string,
    version: number,
    values: object,
  ) => Promise<R | undefined>;
}

// A kind closes over its descriptor, so the generic code below never names a table's own types.
function truckJobRecords<T extends 'freights' | 'pickups', C extends ColumnMap<T>, R>(
  descriptor: VersionedTable<T, C, R>,
  numberColumn: TruckJobRecords<R>['numberColumn'],
  jsonFields: readonly (keyof R & string)[],
): TruckJobRecords<R> {
  return {
    table: descriptor.table,
    numberColumn,
    jsonFields,
    toRecord: (row) => descriptor.toRecord(row as never),
    update: (db, id, version, values) => updateVersioned(db, descriptor, id, version, values as never),
  };
}

export const FREIGHT_RECORDS = truckJobRecords(FREIGHTS, 'freight_id', [
  'externalIds',
  'timeSlot',
  'bill',
  'cargo',
  'offerSentToTransporterIds',
]);

export const PICKUP_RECORDS = truckJobRecords(PICKUPS, 'pickup_id', [
  'externalIds',
  'timeSlot',
  'cargo',
  'details',
]);

/** Fields an edit call may write on freights and pickups alike. */
type SharedField =
  | 'status'
  | 'deliveryDate'
  | 'releaseDate'
  | 'expectedDeadlineDate'
  | 'driverName'
  | 'truckLicensePlateNumber'
  | 'externalIds'
  | 'timeSlot'
  | 'comment'
  | 'transporterId'
  | 'cargo';

/** The fields an edit call may write on a freight. */
export type FreightChanges = Partial<
  Pick<
    Freight,
    | SharedField
    | 'truckType'
    | 'freightCost'
    | 'freightIncome'
    | 'excludedFromAutomaticProcessing'
    | 'bill'
    | 'modifiedByTransporter'
    | 'offerSentToTransporterIds'
  >
>;

/** The fields an edit call may write on a pickup. */
export type PickupChanges = Partial<Pick<Pickup, SharedField>>;

// Kysely cannot resolve columns of a table chosen by a type parameter (see versionedTable.ts);
// these reads run on a loose view, and the kind's descriptor types what comes back.
const loose = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

/** The records of a kind with these uuids or numbers inside the caller's scope (any order). */
export async function findRecordsInScope<R>(
  db: Kysely<Database>,
  kind: TruckJobRecords<R>,
  scope: JobScope,
  ids: readonly string[],
): Promise<R[]> {
  const { uuids, numbers } = splitIds(ids);
  if (uuids.length === 0 && numbers.length === 0) return [];
  const table: string = kind.table;
  let q = loose(db)
    .selectFrom(table)
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(uuids.length > 0 ? [eb('id', 'in', uuids)] : []),
        ...(numbers.length > 0 ? [eb(kind.numberColumn, 'in', numbers)] : []),
      ]),
    );
  if (scope.transporterId !== null) q = q.where('transporter_id', '=', scope.transporterId);
  return (await q.execute()).map(kind.toRecord);
}

/** Writes a kind's changes while the record is still at `version`; undefined when it moved on. */
export function updateRecord<R extends TruckJobRecord>(
  db: Kysely<Database>,
  kind: TruckJobRecords<R>,
  id: string,
  version: number,
  changes: TruckJobChanges<R>,
): Promise<R | undefined> {
  const json = kind.jsonFields as readonly string[];
  const values = Object.fromEntries(
    Object.entries(changes).map(([field, value]) => [
      field,
      json.includes(field) && value !== null && value !== undefined ? jsonb(value) : value,
    ]),
  );
  return kind.update(db, id, version, values);
}

/** The freights with these uuids or numbers inside the caller's scope (any order). */
export function findFreightsInScope(
  db: Kysely<Database>,
  scope: JobScope,
  ids: readonly string[],
): Promise<Freight[]> {
  return findRecordsInScope(db, FREIGHT_RECORDS, scope, ids);
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
  return updateRecord<Freight>(db, FREIGHT_RECORDS, id, version, changes);
}

/** Whether a transporter with this id exists. */
export async function transporterExists(db: Kysely<Database>, id: string): Promise<boolean> {
  const { uuids } = splitIds([id]);
  if (uuids.length === 0) return false;
  return rowExists(db, 'transporters', 'id', id);
}
