import { z } from 'zod';
import { FREIGHT_STATUSES } from '../config/enums.ts';
import { distanceRangeFields } from '../fees/fees.answers.ts';

/**
 * Freight bills (business.md §2 freight bills, §3 "Freight bill: status, cost centre, batch bill
 * data", §4 bills, §7 row Freight bills). A bill lives in the freight's `bill` jsonb and is written
 * with the freight's version (`__v`).
 *
 * The bill's life (the spec names the steps, not the states; our reading):
 * - `pending`: a delivered freight whose carrier charge is not checked yet (no bill stored);
 * - `accepted` / `declined`: finance accepted or declined the charge (accept / decline);
 * - `billed`: accepted bills batch-billed with the bill data (PUT /batch); the freight's status
 *   becomes `billed`. Only accepted bills may be batch-billed ("only billed freights are selectable":
 *   the carrier's charge must have been accepted as billed).
 * - undo takes the last step back (billed → accepted with the freight's status before, accepted /
 *   declined → pending).
 */
export const BILL_STATUSES = ['pending', 'accepted', 'declined', 'billed'] as const;

/**
 * The freightBills answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link FreightBillRow} (freightBills.schemas.ts). */
export const freightBillRowAnswer = z
  .object({
    id: z.string(),
    __v: z.number(),
    freightId: z.string(),
    freightStatus: z.enum(FREIGHT_STATUSES),
    billStatus: z.enum(BILL_STATUSES),
    deliveryDate: z.string().nullable(),
    factoryShortName: z.string(),
    depotShortName: z.string().nullable(),
    transporterId: z.string().nullable(),
    transporterName: z.string().nullable(),
    truckType: z.string().nullable(),
    freightCost: z.number().nullable(),
    freightIncome: z.number().nullable(),
    costCentre: z.string().nullable(),
    billedAmount: z.number().nullable(),
    billNumber: z.string().nullable(),
    comment: z.string(),
    batchBillNumber: z.string().nullable(),
    batchBillDate: z.string().nullable(),
    canUndo: z.boolean(),
    /** Price audit: the price recomputed from the fee tables in force on the delivery date (null: not yet). */
    auditPrice: z.number().nullable(),
    /** The bill's amount (charged, else the freight cost) minus the recomputed price. */
    auditDifference: z.number().nullable(),
    /** The difference is beyond the factory's tolerance (base config). */
    auditFlagged: z.boolean(),
  })
  .meta({ id: 'FreightBillRow' });

/** {@link CostCentreDescription} (freightBills.schemas.ts). */
export const costCentreDescriptionAnswer = z
  .object({
    costCentre: z.string(),
    description: z.string(),
    bills: z.number(),
    amount: z.number(),
  })
  .meta({ id: 'CostCentreDescription' });

/** {@link AuditRange} (priceAudit.ts). */
export const auditRangeAnswer = z.object(distanceRangeFields).meta({ id: 'AuditRange' });

/** {@link AuditPallets} (priceAudit.ts). */
export const auditPalletsAnswer = z
  .object({
    palletType: z.string(),
    pallets: z.number(),
    /** null: no pallet fee prices this type. */
    pricePerPallet: z.number().nullable(),
    fee: z.number(),
  })
  .meta({ id: 'AuditPallets' });

/** {@link PriceAuditBreakdown} (priceAudit.ts). */
export const priceAuditBreakdownAnswer = z
  .object({
    /** The day whose fee tables priced the freight (its delivery date). */
    feesOn: z.string(),
    truckType: z.string().nullable(),
    km: z.number(),
    /** null: no range holds the distance (the distance fee is 0). */
    range: auditRangeAnswer.nullable(),
    distanceFee: z.number(),
    dropOffs: z.number(),
    includedWaypoints: z.number(),
    pricePerWaypoint: z.number(),
    waypointFee: z.number(),
    pallets: z.array(auditPalletsAnswer),
    palletFee: z.number(),
    total: z.number(),
  })
  .meta({ id: 'PriceAuditBreakdown' });

/** {@link FreightBillAudit} (freightBills.schemas.ts). */
export const freightBillAuditAnswer = z
  .object({
    id: z.string(),
    freightId: z.string(),
    __v: z.number(),
    /** What the audit compares: the carrier's charge, else the freight cost (null: neither). */
    amount: z.number().nullable(),
    price: z.number(),
    /** amount − price (null without an amount). */
    difference: z.number().nullable(),
    /** The factory's tolerance (base config), Ft. */
    tolerance: z.number(),
    /** The difference is beyond the tolerance. */
    flagged: z.boolean(),
    breakdown: priceAuditBreakdownAnswer,
  })
  .meta({ id: 'FreightBillAudit' });

/** {@link FreightBillsChanged} (freightBills.schemas.ts). */
export const freightBillsChangedAnswer = z
  .object({
    message: z.string(),
    bills: z.array(freightBillRowAnswer),
  })
  .meta({ id: 'FreightBillsChanged' });
