import { z } from 'zod';
import type { FreightStatus } from '../config/enums.ts';
import { COMMON_ERRORS } from '../errors/messages.ts';
import { listQuerySchema } from '../list/listCall.schemas.ts';
import type {
  costCentreDescriptionAnswer,
  freightBillAuditAnswer,
  freightBillRowAnswer,
  freightBillsChangedAnswer,
} from './freightBills.answers.ts';
import { BILL_STATUSES } from './freightBills.answers.ts';

export type BillStatus = (typeof BILL_STATUSES)[number];

/** Freight statuses whose freights have a bill to check ("delivered freights"). */
export const BILLABLE_FREIGHT_STATUSES = [
  'shipped',
  'finished',
  'billed',
] as const satisfies readonly FreightStatus[];

/** Data of a batch bill: the invoice that covers the freights. */
export const billDataSchema = z
  .object({
    billNumber: z.string().trim().min(1, { error: 'A számlaszám kötelező!' }).max(60),
    billDate: z.iso.date({ error: COMMON_ERRORS.invalidDate.message }),
    comment: z.string().trim().max(500).optional(),
  })
  .strict();
export type BillData = z.output<typeof billDataSchema>;

/** One undoable step of a bill: the state before it. */
export interface BillStep {
  status: BillStatus;
  /** The freight's status before the step (batch billing changes it). */
  freightStatus: FreightStatus;
  billData: BillData | null;
  at: string;
  by: string | null;
}

/** The bill stored on a freight. */
export interface FreightBill {
  status: BillStatus;
  costCentre: string | null;
  /** What the carrier charged (null: the freight cost stands). */
  billedAmount: number | null;
  billNumber: string | null;
  comment: string;
  billData: BillData | null;
  /** Steps taken, oldest first; undo pops the last one. */
  history: BillStep[];
}

export const EMPTY_BILL: FreightBill = {
  status: 'pending',
  costCentre: null,
  billedAmount: null,
  billNumber: null,
  comment: '',
  billData: null,
  history: [],
};

/** The stored jsonb as a bill (missing fields take their empty value). */
export function billOf(stored: Record<string, unknown> | null | undefined): FreightBill {
  if (!stored) return { ...EMPTY_BILL, history: [] };
  const s = stored as Partial<FreightBill>;
  return {
    status: BILL_STATUSES.includes(s.status as BillStatus) ? (s.status as BillStatus) : 'pending',
    costCentre: typeof s.costCentre === 'string' ? s.costCentre : null,
    billedAmount: typeof s.billedAmount === 'number' ? s.billedAmount : null,
    billNumber: typeof s.billNumber === 'string' ? s.billNumber : null,
    comment: typeof s.comment === 'string' ? s.comment : '',
    billData: (s.billData as BillData | null | undefined) ?? null,
    history: Array.isArray(s.history) ? s.history : [],
  };
}

/** Cost centre codes: letters, digits, `-`, `_`, `/`, `.` (as accounting systems key them). */
export const COST_CENTRE_MESSAGE =
  'A költséghely csak betűt, számot és - _ / . jelet tartalmazhat (legfeljebb 30 karakter)!';
const costCentre = z
  .string()
  .trim()
  .max(30, { error: COST_CENTRE_MESSAGE })
  .regex(/^[\p{L}\d\-_/.]*$/u, { error: COST_CENTRE_MESSAGE })
  .transform((s) => (s === '' ? null : s));

// Amounts arrive as typed or pasted text ("125 000", "125000,5", or "66 000 Ft" as the grid shows them).
const amount = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .transform((s) => s.replace(/(\d)\s*Ft\.?$/i, '$1'))
      .transform((s) => (s === '' ? null : Number(s.replace(/\s/g, '').replace(',', '.')))),
  ])
  .pipe(
    z
      .number({ error: 'Érvénytelen összeg!' })
      .finite({ error: 'Érvénytelen összeg!' })
      .min(0, { error: 'Az összeg nem lehet negatív!' })
      .max(1e9, { error: 'Érvénytelen összeg!' })
      .nullable(),
  );

/** The fields of a bill a user edits (PUT /{id}, the grid's cells). */
export const billFieldsSchema = z
  .object({
    costCentre: costCentre.nullable().optional(),
    billedAmount: amount.nullable().optional(),
    billNumber: z
      .string()
      .trim()
      .max(60, { error: 'A számlaszám legfeljebb 60 karakter!' })
      .transform((s) => (s === '' ? null : s))
      .nullable()
      .optional(),
    comment: z
      .string()
      .trim()
      .max(500, { error: 'A megjegyzés legfeljebb 500 karakter!' })
      .nullable()
      .optional(),
  })
  .strict();
export type BillFields = z.output<typeof billFieldsSchema>;
export const BILL_FIELDS = ['costCentre', 'billedAmount', 'billNumber', 'comment'] as const;
export type BillField = (typeof BILL_FIELDS)[number];

/** The message of one bill field's value, or null (the grid checks cells with the server's schema). */
export function billFieldError(field: string, value: unknown): string | null {
  if (!(BILL_FIELDS as readonly string[]).includes(field)) return null;
  const res = billFieldsSchema.safeParse({ [field]: value });
  return res.success ? null : (res.error.issues[0]?.message ?? 'Érvénytelen érték!');
}

const version = z.number().int().min(0);

/** PUT /{id}: bill fields at the freight's version. */
export const billUpdateSchema = billFieldsSchema.extend({ __v: version }).strict();

/** PUT /{id}/accept, /decline, /undo. */
export const billStepSchema = z.object({ __v: version.optional() }).strict().optional().default({});

/** PUT /{id}/cost-centre. */
export const billCostCentreSchema = z
  .object({ costCentre: costCentre.nullable(), __v: version.optional() })
  .strict();

const freightIds = z.array(z.string().min(1).max(40)).min(1).max(10000);

/** PUT /batch/accept, /batch/decline. */
export const billBatchSchema = z.object({ freightIds }).strict();

/** PUT /batch: bill the accepted freights with one bill's data. */
export const billBatchBillSchema = z.object({ billData: billDataSchema, freightIds }).strict();

/** PATCH /bulk: the grid's cells over many rows, one transaction (one undo in the grid). */
export const billBulkSchema = z
  .object({
    items: z
      .array(z.object({ id: z.string().min(1).max(40), __v: version, changes: billFieldsSchema }).strict())
      .min(1)
      .max(5000),
  })
  .strict();

/** GET /cost-centre-descriptions?statuses=accepted&statuses=billed. */
export const costCentreQuerySchema = z.object({
  statuses: z
    .union([z.enum(BILL_STATUSES), z.array(z.enum(BILL_STATUSES))])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
});

/** One cost centre used on bills: code, a description of its use, bills and amount. */
export type CostCentreDescription = z.output<typeof costCentreDescriptionAnswer>;

/** A row of the freight bills list. */
export type FreightBillRow = z.output<typeof freightBillRowAnswer>;

/**
 * GET /{id}/audit: one bill's price audit recomputed when asked (the breakdown dialog), with the
 * fee tables in force on its delivery date; the list rows carry only the stored price and difference.
 */
export type FreightBillAudit = z.output<typeof freightBillAuditAnswer>;

/** Answer of a single bill call: the row as the list shows it. */
export type FreightBillAnswer = FreightBillRow;

/** Answer of a batch call. */
export type FreightBillsChanged = z.output<typeof freightBillsChangedAnswer>;

const isoDay = z.iso.date({ error: COMMON_ERRORS.invalidDate.message });

/** The list call plus the period (delivery date from … to, inclusive). */
export const freightBillListQuerySchema = listQuerySchema.and(
  z.object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    /** 'true': only the bills whose amount differs from the recomputed price beyond the tolerance. */
    differences: z.enum(['true', 'false']).optional(),
  }),
);
export type FreightBillListQuery = z.output<typeof freightBillListQuerySchema>;
