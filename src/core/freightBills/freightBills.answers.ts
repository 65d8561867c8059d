import { z } from 'zod';

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
    freightStatus: z.enum([
      'new',
      'shipped',
      'published',
      'answered',
      'accepted',
      'reserved',
      'scheduled',
      'finalized',
      'arrived',
      'delivery',
      'finished',
      'billed',
      'cancelled',
    ]),
    billStatus: z.enum(['accepted', 'billed', 'pending', 'declined']),
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
    auditPrice: z.number().nullable(),
    auditDifference: z.number().nullable(),
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
export const auditRangeAnswer = z
  .object({
    type: z.enum(['fixed', 'perKm']),
    startDistance: z.number(),
    endDistance: z.number(),
    price: z.number(),
    overRanges: z.boolean(),
  })
  .meta({ id: 'AuditRange' });

/** {@link AuditPallets} (priceAudit.ts). */
export const auditPalletsAnswer = z
  .object({
    palletType: z.string(),
    pallets: z.number(),
    pricePerPallet: z.number().nullable(),
    fee: z.number(),
  })
  .meta({ id: 'AuditPallets' });

/** {@link PriceAuditBreakdown} (priceAudit.ts). */
export const priceAuditBreakdownAnswer = z
  .object({
    feesOn: z.string(),
    truckType: z.string().nullable(),
    km: z.number(),
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
    amount: z.number().nullable(),
    price: z.number(),
    difference: z.number().nullable(),
    tolerance: z.number(),
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
