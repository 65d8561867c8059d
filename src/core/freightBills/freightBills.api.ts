import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { defineErrors } from '../errors/catalogue.ts';
import { listResultAnswer } from '../list/list.answers.ts';
import {
  costCentreDescriptionAnswer,
  freightBillAuditAnswer,
  freightBillRowAnswer,
  freightBillsChangedAnswer,
} from './freightBills.answers.ts';
import {
  billBatchBillSchema,
  billBatchSchema,
  billBulkSchema,
  billCostCentreSchema,
  billStepSchema,
  billUpdateSchema,
  costCentreQuerySchema,
  freightBillListQuerySchema,
} from './freightBills.schemas.ts';

/** Refusals of the bill calls (the spec quotes no texts; the sentences are ours). */
export const FREIGHT_BILL_ERRORS = defineErrors('freightBills', {
  notDelivered: 'A fuvar még nincs kiszállítva, számlája nem kezelhető!',
  notPending: 'A számla már el van fogadva vagy utasítva: előbb vonja vissza!',
  notAccepted: 'Csak elfogadott számlájú fuvar számlázható!',
  billedLocked: 'Számlázott fuvar számlaadatai nem módosíthatók: előbb vonja vissza a számlázást!',
  nothingToUndo: 'Nincs visszavonható lépés!',
  batchRefused: 'A művelet egyik fuvarra sem hajtódott végre: nézze át a soronkénti okokat!',
  duplicateRows: 'Egy fuvar többször szerepel a kérésben!',
});

/** Success messages. */
export const FREIGHT_BILL_TEXTS = {
  accepted: 'A számla elfogadva.',
  declined: 'A számla elutasítva.',
  undone: 'A lépés visszavonva.',
  billed: 'A fuvarok számlázva.',
  saved: 'A számlaadatok mentve.',
} as const;

/**
 * The freight bills API (business.md §7 row Freight bills), base `/api/freight-bill`. Readers:
 * accessFreightBills (admins and logistics roles, billing module); writes: admins and the logistics
 * manager. `:id` is the freight's uuid or number; `__v` the freight's version read (409
 * common.staleVersion). Batch calls are all or nothing: a refusal answers the worst status with one
 * reason per freight number in `details` and writes nothing.
 */
export const FREIGHT_BILLS_API = {
  statuses: endpoint({
    summary: 'Lists the freight bill statuses in order',
    description: 'The bill statuses in order.',
    response: z.array(z.enum(['accepted', 'billed', 'pending', 'declined'])),
    method: 'GET',
    path: '/api/freight-bill/statuses',
  }),
  list: endpoint({
    summary: 'Lists delivered freights with their bills',
    description:
      'Delivered freights with their bills: page, size, sort, filter, q, statuses (bill statuses), from/to (delivery date).',
    response: listResultAnswer(freightBillRowAnswer),
    method: 'GET',
    path: '/api/freight-bill',
    query: freightBillListQuerySchema,
  }),
  costCentreDescriptions: endpoint({
    summary: 'Lists the cost centres used on bills',
    description: 'Cost centres on bills of these statuses (all when none), with use, count and amount.',
    response: z.array(costCentreDescriptionAnswer),
    method: 'GET',
    path: '/api/freight-bill/cost-centre-descriptions',
    query: costCentreQuerySchema,
  }),
  audit: endpoint({
    summary: 'Checks a freight bill against the fee tables',
    description:
      "One bill's price audit with its breakdown, recomputed when asked (`:id` uuid or number; 404 unless delivered).",
    response: freightBillAuditAnswer,
    method: 'GET',
    path: '/api/freight-bill/:id/audit',
  }),
  batchAccept: endpoint({
    summary: 'Accepts many freight bills',
    response: freightBillsChangedAnswer,
    method: 'PUT',
    path: '/api/freight-bill/batch/accept',
    body: billBatchSchema,
  }),
  batchDecline: endpoint({
    summary: 'Declines many freight bills',
    response: freightBillsChangedAnswer,
    method: 'PUT',
    path: '/api/freight-bill/batch/decline',
    body: billBatchSchema,
  }),
  batchBill: endpoint({
    summary: 'Bills many freights in one batch',
    description: "Bill accepted freights with one bill's data (bill number, date).",
    response: freightBillsChangedAnswer,
    method: 'PUT',
    path: '/api/freight-bill/batch',
    body: billBatchBillSchema,
  }),
  bulk: endpoint({
    summary: 'Changes many freight bills at once',
    description: "The grid's cell edits over many rows in one transaction.",
    response: freightBillsChangedAnswer,
    method: 'PATCH',
    path: '/api/freight-bill/bulk',
    body: billBulkSchema,
  }),
  update: endpoint({
    summary: 'Changes a freight bill',
    response: freightBillRowAnswer,
    method: 'PUT',
    path: '/api/freight-bill/:id',
    body: billUpdateSchema,
  }),
  accept: endpoint({
    summary: 'Accepts a freight bill',
    response: freightBillRowAnswer,
    method: 'PUT',
    path: '/api/freight-bill/:id/accept',
    body: billStepSchema,
  }),
  decline: endpoint({
    summary: 'Declines a freight bill',
    response: freightBillRowAnswer,
    method: 'PUT',
    path: '/api/freight-bill/:id/decline',
    body: billStepSchema,
  }),
  undo: endpoint({
    summary: "Takes back a freight bill's last decision",
    response: freightBillRowAnswer,
    method: 'PUT',
    path: '/api/freight-bill/:id/undo',
    body: billStepSchema,
  }),
  costCentre: endpoint({
    summary: "Sets a freight bill's cost centre",
    response: freightBillRowAnswer,
    method: 'PUT',
    path: '/api/freight-bill/:id/cost-centre',
    body: billCostCentreSchema,
  }),
} as const;
