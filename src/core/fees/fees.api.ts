import type { z } from 'zod';
import { type Endpoint, endpoint } from '../api/endpoint.ts';
import type { ListOrAll } from '../list/listCall.schemas.ts';
import {
  createFreightCostSchema,
  createPalletFeeSchema,
  createWaypointCostSchema,
  type FreightCostDoc,
  freightCostQuerySchema,
  type PalletFeeDoc,
  updateFreightCostSchema,
  updatePalletFeeSchema,
  updateWaypointCostSchema,
  type WaypointCostDoc,
} from './fees.schemas.ts';

/** Answer of a delete of one fee row. */
export interface FeeDeleteResponse {
  message: string;
  id: string;
}

/** A fee row saved: the message and the row under the table's key (`waypointCost`, `palletFee`). */
export type FeeSaveResponse<K extends string, D> = { message: string } & { [k in K]: D };

/**
 * The calls of a drop-off or pallet fee table (the two have the same ones): list (`?factoryId=`,
 * 'default' = the default table; with list parameters the list contract), create (201), update at
 * the version read, delete. Answers carry the row under `key`.
 */
export interface SimpleFeeTableApi<K extends string, D, C extends z.ZodType, U extends z.ZodType> {
  readonly key: K;
  readonly list: Endpoint<'GET', string, undefined, typeof freightCostQuerySchema, ListOrAll<D>>;
  readonly create: Endpoint<'POST', string, C, undefined, FeeSaveResponse<K, D>>;
  readonly update: Endpoint<'PUT', `${string}/:id`, U, undefined, FeeSaveResponse<K, D>>;
  readonly remove: Endpoint<'DELETE', `${string}/:id`, undefined, undefined, FeeDeleteResponse>;
}

function simpleFeeTableApi<K extends string, D, C extends z.ZodType, U extends z.ZodType>(
  path: string,
  key: K,
  body: { create: C; update: U },
): SimpleFeeTableApi<K, D, C, U> {
  const byId = `${path}/:id` as const;
  return {
    key,
    list: endpoint<ListOrAll<D>>()({ method: 'GET', path, query: freightCostQuerySchema }),
    create: endpoint<FeeSaveResponse<K, D>>()({ method: 'POST', path, body: body.create, status: 201 }),
    update: endpoint<FeeSaveResponse<K, D>>()({ method: 'PUT', path: byId, body: body.update }),
    remove: endpoint<FeeDeleteResponse>()({ method: 'DELETE', path: byId }),
  };
}

/**
 * The freight fees API (business.md §2, §7 Costs; model and choices in src/core/fees/README.md):
 * distance ranges per factory, drop-off (waypoint) and pallet fees. Readers: base-data readers;
 * writers: master-data editors (src/server/policies/policies.ts). Errors: FEE_ERRORS (fees.errors.ts)
 * and COMMON_ERRORS; a range save that would overlap or leave a gap is 422 with the range texts.
 */
export const FEES_API = {
  freightCosts: {
    key: 'freightCost',
    /** The ranges (`?factoryId=`, 'default' = the default table); with list parameters the list contract. */
    list: endpoint<ListOrAll<FreightCostDoc>>()({
      method: 'GET',
      path: '/api/freight-costs',
      query: freightCostQuerySchema,
    }),
    /** Adds a range to its factory's table (201). */
    create: endpoint<{ message: string; freightCost: FreightCostDoc }>()({
      method: 'POST',
      path: '/api/freight-costs',
      body: createFreightCostSchema,
      status: 201,
    }),
    /** Changes a range; neighbours on a moved shared boundary follow (`moved`). */
    update: endpoint<{ message: string; freightCost: FreightCostDoc; moved: FreightCostDoc[] }>()({
      method: 'PUT',
      path: '/api/freight-costs/:id',
      body: updateFreightCostSchema,
    }),
    /** Deletes a range (refused when it would leave a gap). */
    remove: endpoint<FeeDeleteResponse>()({ method: 'DELETE', path: '/api/freight-costs/:id' }),
    /** Deletes a factory's whole table ('default' = the default table). */
    removeFactory: endpoint<{ message: string; factoryId: string | null; deleted: number }>()({
      method: 'DELETE',
      path: '/api/freight-costs/factory/:id',
    }),
  },
  waypointCosts: simpleFeeTableApi<
    'waypointCost',
    WaypointCostDoc,
    typeof createWaypointCostSchema,
    typeof updateWaypointCostSchema
  >('/api/waypoint-costs', 'waypointCost', {
    create: createWaypointCostSchema,
    update: updateWaypointCostSchema,
  }),
  palletFees: simpleFeeTableApi<
    'palletFee',
    PalletFeeDoc,
    typeof createPalletFeeSchema,
    typeof updatePalletFeeSchema
  >('/api/pallet-fees', 'palletFee', {
    create: createPalletFeeSchema,
    update: updatePalletFeeSchema,
  }),
} as const;
