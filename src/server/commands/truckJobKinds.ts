import type { TruckJob, TruckJobKindName } from '../../core/truckJobs/truckJob.ts';
import { FREIGHT_JOB } from './freightJob.commands.ts';
import { PICKUP_JOB } from './pickupJob.ts';
import type { TruckJobKind } from './truckJob.commands.ts';

/**
 * Every truck job kind by name: `TRUCK_JOBS[kind]` for a `K extends TruckJobKindName` is the
 * `TruckJobKind<TruckJob<K>>` of that kind, so commands that take the kind's name (time slots, the
 * gate) answer the kind's own record without a cast.
 */
export const TRUCK_JOBS: { readonly [K in TruckJobKindName]: TruckJobKind<TruckJob<K>> } = {
  freight: FREIGHT_JOB,
  pickup: PICKUP_JOB,
};
