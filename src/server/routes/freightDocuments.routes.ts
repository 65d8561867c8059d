import type { FastifyInstance, FastifyReply } from 'fastify';
import { FREIGHT_DOCUMENTS_API } from '../../core/freights/freightDocuments.api.ts';
import type { FreightDetails } from '../../core/freights/freights.schemas.ts';
import { renderPackingSvg } from '../../core/packing/renderPackingSvg.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { renderAssignmentPdf } from '../documents/assignmentPdf.ts';
import { packingPlanOf } from '../documents/freightPackingPlan.ts';
import { renderFreightSheetPdf } from '../documents/freightSheetPdf.ts';
import { renderPackingPlanPdf } from '../documents/packingPlanPdf.ts';
import { notFound } from '../http/httpError.ts';
import { route } from '../http/route.ts';
import type { Actor } from '../policies/actor.ts';
import { POLICIES } from '../policies/policies.ts';
import { freightDetailsFor, packingAlgorithmOf } from '../queries/freights.queries.ts';

/**
 * The freight documents (business.md §7): freight sheet, packing-plan and transport-order PDFs and
 * the packing plan as SVG. Whoever reads the freight may have its documents: planner-side staff
 * every freight, transporter users only theirs (another's is a 404, as GET /freight-details).
 */
export function registerFreightDocumentsRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  const A = FREIGHT_DOCUMENTS_API;
  const policy = POLICIES.freightsReaders;

  const detailsOf = async (actor: Actor, id: string): Promise<FreightDetails> => {
    const details = await freightDetailsFor(db, actor, id);
    if (!details) throw notFound();
    return details;
  };
  const planOf = async (details: FreightDetails) => packingPlanOf(details, await packingAlgorithmOf(db));
  const sendPdf = (reply: FastifyReply, name: string, freightId: string, pdf: Buffer) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${name}-${freightId}.pdf"`)
      .header('cache-control', 'no-store')
      .send(pdf);

  route(app, A.freightPdf, { policy }, async ({ params, actor, reply }) => {
    const details = await detailsOf(actor, params.id);
    const pdf = await renderFreightSheetPdf(details, actor.transporterId === null);
    return sendPdf(reply, 'fuvarlap', details.freight.freightId, pdf);
  });

  route(app, A.packingPlanPdf, { policy }, async ({ params, actor, reply }) => {
    const details = await detailsOf(actor, params.id);
    const pdf = await renderPackingPlanPdf(details, await planOf(details));
    return sendPdf(reply, 'rakodasi-terv', details.freight.freightId, pdf);
  });

  route(app, A.assignmentPdf, { policy }, async ({ params, actor, reply }) => {
    const details = await detailsOf(actor, params.id);
    const pdf = await renderAssignmentPdf(details, app.services.now());
    return sendPdf(reply, 'fuvarmegbizas', details.freight.freightId, pdf);
  });

  route(app, A.cargoPlanSvg, { policy }, async ({ query, actor, reply }) => {
    const details = await detailsOf(actor, query.freightId);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderPackingSvg(await planOf(details)));
  });
}

export const FREIGHT_DOCUMENTS_AREA = defineServerArea({
  name: 'freightDocuments',
  routes: registerFreightDocumentsRoutes,
});
