import type { FastifyInstance } from 'fastify';
import { BILL_STATUSES } from '../../core/freightBills/freightBills.answers.ts';
import { FREIGHT_BILLS_API } from '../../core/freightBills/freightBills.api.ts';
import type { FreightBillRow } from '../../core/freightBills/freightBills.schemas.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { billAudit } from '../commands/freightBillAudit.commands.ts';
import {
  acceptBill,
  type BillScope,
  batchAcceptBills,
  batchBillFreights,
  batchDeclineBills,
  bulkUpdateBills,
  costCentreDescriptions,
  declineBill,
  setBillCostCentre,
  undoBill,
  updateBill,
} from '../commands/freightBills.commands.ts';
import * as m0520freightBills from '../db/migrations/0520_freight_bills.ts';
import * as m0640freightBillAudit from '../db/migrations/0640_freight_bill_audit.ts';
import * as m0680freightBillAuditOnDemand from '../db/migrations/0680_freight_bill_audit_on_demand.ts';
import { route } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';
import { findBillRow, freightBillPage } from '../queries/freightBills.queries.ts';

/**
 * Freight bills (issue 20; business.md §7 row Freight bills): readers are `accessFreightBills`
 * (admins and logistics roles while billing is active), writers admins and the logistics manager
 * (business.md §6) while billing is active. Commands in commands/freightBills.commands.ts.
 */
export function registerFreightBillsRoutes(app: FastifyInstance): void {
  const { services } = app;
  const A = FREIGHT_BILLS_API;
  const readers = POLICIES.freightBillReaders;
  const editors = POLICIES.freightBillEditors;
  const scope = (actor: BillScope['actor']): BillScope => ({ services, actor });

  route(app, A.statuses, { policy: readers }, () => [...BILL_STATUSES]);
  // Reads only read: the stored audits are kept current by the writes and the background refresher.
  route(app, A.list, { policy: readers }, ({ query }) => freightBillPage(services.db, query));
  route(app, A.audit, { policy: readers }, ({ params }) => billAudit(services.db, params.id));
  route(app, A.costCentreDescriptions, { policy: readers }, ({ query }) =>
    costCentreDescriptions(services, query.statuses),
  );
  route(app, A.batchAccept, { policy: editors }, ({ body, actor }) =>
    batchAcceptBills(scope(actor), body.freightIds),
  );
  route(app, A.batchDecline, { policy: editors }, ({ body, actor }) =>
    batchDeclineBills(scope(actor), body.freightIds),
  );
  route(app, A.batchBill, { policy: editors }, ({ body, actor }) =>
    batchBillFreights(scope(actor), body.freightIds, body.billData),
  );
  route(app, A.bulk, { policy: editors }, ({ body, actor }) => bulkUpdateBills(scope(actor), body.items));
  // Round trip: the list's row is accepted back (read-only columns unchanged); unchanged, it is not written.
  const roundTrip = {
    current: ({ params }: { params: { id: string } }) => findBillRow(services, params.id),
    unchanged: (row: FreightBillRow) => row,
  };
  route(app, A.update, { policy: editors, roundTrip }, ({ params, body, actor }) => {
    const { __v, ...fields } = body;
    return updateBill(scope(actor), params.id, __v, fields);
  });
  route(app, A.accept, { policy: editors }, ({ params, body, actor }) =>
    acceptBill(scope(actor), params.id, body.__v),
  );
  route(app, A.decline, { policy: editors }, ({ params, body, actor }) =>
    declineBill(scope(actor), params.id, body.__v),
  );
  route(app, A.undo, { policy: editors }, ({ params, body, actor }) =>
    undoBill(scope(actor), params.id, body.__v),
  );
  route(app, A.costCentre, { policy: editors }, ({ params, body, actor }) =>
    setBillCostCentre(scope(actor), params.id, body.costCentre, body.__v),
  );
}

export const FREIGHT_BILLS_AREA = defineServerArea({
  name: 'freightBills',
  routes: registerFreightBillsRoutes,
  migrations: {
    '0520_freight_bills': m0520freightBills,
    '0640_freight_bill_audit': m0640freightBillAudit,
    '0680_freight_bill_audit_on_demand': m0680freightBillAuditOnDemand,
  },
});
