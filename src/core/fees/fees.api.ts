import { z } from 'zod';
import { type Endpoint, endpoint } from '../api/endpoint.ts';
import { savedAnswer } from '../api/rowAnswers.ts';
import { listOrAllAnswer } from '../list/list.answers.ts';
import type { ListOrAll } from '../list/listCall.schemas.ts';
import { feeDeleteAnswer, freightCostAnswer, palletFeeAnswer, waypointCostAnswer } from './fees.answers.ts';
import {
  createFreightCostSchema,
  createPalletFeeSchema,
  createWaypointCostSchema,
  freightCostQuerySchema,
  updateFreightCostSchema,
  updatePalletFeeSchema,
  updateWaypointCostSchema,
} from './fees.schemas.ts';

/** A fee row saved: the message and the row under the table's key (`waypointCost`, `palletFee`). */
export type FeeSaveResponse<K extends string, D> = { message: string } & { [k in K]: D };

/**
 * The calls of a drop-off or pallet fee table (the two have the same ones): list (`?factoryId=`,
 * 'default' = the default table; with list parameters the list contract), create (201), update at
 * the version read, delete. Answers carry the row under `key`.
 */
export interface SimpleFeeTableApi<K extends string, D, C extends z.ZodType, U extends z.ZodType> {
  readonly key: K;
  readonly list: Endpoint<'GET', string, undefined, typeof freightCostQuerySchema, z.ZodType<ListOrAll<D>>>;
  readonly create: Endpoint<'POST', string, C, undefined, z.ZodType<FeeSaveResponse<K, D>>>;
  readonly update: Endpoint<'PUT', `${string}/:id`, U, undefined, z.ZodType<FeeSaveResponse<K, D>>>;
  readonly remove: Endpoint<'DELETE', `${string}/:id`, undefined, undefined, typeof feeDeleteAnswer>;
}

function simpleFeeTableApi<K extends string, D extends z.ZodType, C extends z.ZodType, U extends z.ZodType>(
  path: string,
  key: K,
  /** What a row is, for the API description ('drop-off fee'). */
  label: string,
  row: D,
  body: { create: C; update: U },
): SimpleFeeTableApi<K, z.output<D>, C, U> {
  const byId = `${path}/:id` as const;
  const saved = savedAnswer(key, row) as z.ZodType as z.ZodType<FeeSaveResponse<K, z.output<D>>>;
  return {
    key,
    list: endpoint({
      summary: `Lists the ${label}s`,
      response: listOrAllAnswer(row),
      method: 'GET',
      path,
      query: freightCostQuerySchema,
    }),
    create: endpoint({
      summary: `Adds a ${label}`,
      response: saved,
      method: 'POST',
      path,
      body: body.create,
      status: 201,
    }),
    update: endpoint({
      summary: `Changes a ${label}`,
      response: saved,
      method: 'PUT',
      path: byId,
      body: body.update,
    }),
    remove: endpoint({
      summary: `Deletes a ${label}`,
      response: feeDeleteAnswer,
      method: 'DELETE',
      path: byId,
    }),
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
    list: endpoint({
      summary: 'Lists the distance fee ranges',
      description:
        "The ranges (`?factoryId=`, 'default' = the default table); with list parameters the list contract.",
      response: listOrAllAnswer(freightCostAnswer),
      method: 'GET',
      path: '/api/freight-costs',
      query: freightCostQuerySchema,
    }),
    create: endpoint({
      summary: 'Adds a distance fee range',
      description: "Adds a range to its factory's table (201).",
      response: z.object({ message: z.string(), freightCost: freightCostAnswer }),
      method: 'POST',
      path: '/api/freight-costs',
      body: createFreightCostSchema,
      status: 201,
    }),
    update: endpoint({
      summary: 'Changes a distance fee range',
      description: 'Changes a range; neighbours on a moved shared boundary follow (`moved`).',
      response: z.object({
        message: z.string(),
        freightCost: freightCostAnswer,
        moved: z.array(freightCostAnswer),
      }),
      method: 'PUT',
      path: '/api/freight-costs/:id',
      body: updateFreightCostSchema,
    }),
    remove: endpoint({
      summary: 'Deletes a distance fee range',
      description: 'Deletes a range (refused when it would leave a gap).',
      response: feeDeleteAnswer,
      method: 'DELETE',
      path: '/api/freight-costs/:id',
    }),
    removeFactory: endpoint({
      summary: "Deletes a factory's whole distance fee table",
      description: "Deletes a factory's whole table ('default' = the default table).",
      response: z.object({ message: z.string(), factoryId: z.string().nullable(), deleted: z.number() }),
      method: 'DELETE',
      path: '/api/freight-costs/factory/:id',
    }),
  },
  waypointCosts: simpleFeeTableApi(
    '/api/waypoint-costs',
    'waypointCost',
    'drop-off fee',
    waypointCostAnswer,
    {
      create: createWaypointCostSchema,
      update: updateWaypointCostSchema,
    },
  ),
  palletFees: simpleFeeTableApi('/api/pallet-fees', 'palletFee', 'pallet fee', palletFeeAnswer, {
    create: createPalletFeeSchema,
    update: updatePalletFeeSchema,
  }),
} as const;
