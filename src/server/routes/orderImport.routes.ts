import type { FastifyInstance } from 'fastify';
import {
  detailKey,
  type ExcelImportCheckResponse,
  excelImportRequestSchema,
  IMPORT_REFUSED_MESSAGE,
  IMPORT_SAVED_MESSAGE,
} from '../../core/orders/import/orderImport.schemas.ts';
import { ORDER_IMPORT_API } from '../../core/orders/orderImport.api.ts';
import { fillMessage } from '../../core/validation/generalRules.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { judgeImport, saveImportedOrders } from '../commands/orderImport.commands.ts';
import { route } from '../http/route.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';
import { writeScopeOf } from './writeScope.ts';

/** 10,000 rows of 13 cells as JSON stay far below this. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

/**
 * POST /api/orders/frontend/excelimport (business.md §5 Excel import): every row re-validated on
 * the server; saved all at once only when no row has errors, else 422 with every row's errors and
 * nothing saved. ?check=true only validates (the import view asks before saving).
 */
export function registerOrderImportRoutes(app: FastifyInstance): void {
  route(
    app,
    ORDER_IMPORT_API.excelImport,
    { policy: POLICIES.orderExcelImport, bodyLimit: IMPORT_BODY_LIMIT },
    async ({ query, request, reply }) => {
      const { rows } = parseOr400(excelImportRequestSchema, request.body);
      const scope = await writeScopeOf(app, request);
      const judged = await judgeImport(scope, rows);
      const verdicts: ExcelImportCheckResponse = {
        rows: judged.rows.map((r) => ({
          rowNumber: r.rowNumber,
          geocodedAddress: judged.geocodes.get(r.rowNumber)?.label ?? null,
          errors: r.errors,
        })),
        errorCount: judged.rows.filter((r) => r.errors.length > 0).length,
      };
      if (query.check === 'true') return verdicts;
      if (verdicts.errorCount > 0) {
        const details = Object.fromEntries(
          judged.rows.flatMap((r) => r.errors.map((e) => [detailKey(r.rowNumber, e.field), e.message])),
        );
        return reply.code(422).send({
          statusCode: 422,
          error: 'Unprocessable Entity',
          message: fillMessage(IMPORT_REFUSED_MESSAGE, { count: verdicts.errorCount }),
          details,
          ...verdicts,
        });
      }
      const orderIds = await saveImportedOrders(scope, judged);
      reply.code(201);
      return { message: fillMessage(IMPORT_SAVED_MESSAGE, { count: orderIds.length }), orderIds };
    },
  );
}

export const ORDER_IMPORT_AREA = defineServerArea({
  name: 'orderImport',
  routes: registerOrderImportRoutes,
});
