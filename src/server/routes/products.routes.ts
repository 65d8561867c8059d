import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import { listQuerySchema } from '../../core/list/listCall.schemas.ts';
import { PRODUCT_UPLOAD_MAX_BYTES } from '../../core/products/productLoad.schemas.ts';
import {
  bulkUpdateProductsSchema,
  createProductSchema,
  parseProductPut,
  productLookupSchema,
} from '../../core/products/products.schemas.ts';
import { cancelProductLoad, productLoadStatus, startProductLoad } from '../commands/productLoad.commands.ts';
import {
  bulkChangeProducts,
  createProduct,
  getProduct,
  lookupProducts,
  productFacts,
  removeProduct,
} from '../commands/products.commands.ts';
import { listProductsPage } from '../db/repositories/products.repository.ts';
import { badRequest, HttpError } from '../http/httpError.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';
import { PALLET_TYPES } from '../presenters/appConfig.presenter.ts';
import { presentProduct } from '../presenters/products.presenter.ts';
import { enforceRules } from '../rules/enforceRules.ts';

type IdParams = { Params: { id: string } };

/** 400/413 texts of the upload (ours). */
export const UPLOAD_MESSAGES = {
  noFile: 'Nincs feltöltött fájl: a fájl tartalmát kell a kérés törzseként küldeni!',
  tooLarge: `A fájl legfeljebb ${PRODUCT_UPLOAD_MAX_BYTES / 1024 / 1024} MB lehet!`,
};

const uploadQuerySchema = z.object({ fileName: z.string().trim().max(200).optional() });
const palletTypeNames = () => PALLET_TYPES.map((p) => p.name);
/** The rules context of a product save: the configured pallet types (knownPalletType). */
const productRulesCtx = () => ({
  palletTypes: PALLET_TYPES.map((p) => ({ name: p.name, ratio: p.ratio, kg: 0 })),
});

/**
 * Products (business.md §7 Products): the catalogue list, lookup by item ids, create/update (one
 * or a batch, all-or-nothing), delete, and the upload of a product list as a load job.
 */
export function registerProductsRoutes(app: FastifyInstance): void {
  app.get('/api/products', { config: { policy: POLICIES.productReaders } }, async (request) => {
    const call = parseOr400(listQuerySchema, request.query ?? {});
    const page = await listProductsPage(app.services.db, call);
    return {
      result: page.rows.map(presentProduct),
      filteredCount: page.filteredCount,
      totalCount: page.totalCount,
    };
  });

  app.post('/api/products', { config: { policy: POLICIES.productLookup } }, async (request) =>
    lookupProducts(app.services, parseOr400(productLookupSchema, request.body)),
  );

  app.put('/api/products', { config: { policy: POLICIES.productEditors } }, async (request, reply) => {
    const put = parseProductPut(request.body);
    if (put.kind === 'create') {
      const input = parseOr400(createProductSchema, put.input);
      await enforceRules('product', input, { app, request, extra: productRulesCtx() });
      const product = await createProduct(app.services, request.actor, input);
      return reply.code(201).send({ message: SUCCESS_MESSAGES.modified, product: presentProduct(product) });
    }
    const input = parseOr400(bulkUpdateProductsSchema, put.input);
    // Every row is checked by the rules before anything is written; details are keyed by row id.
    const refused: Record<string, string> = {};
    let status = 422;
    let message = '';
    for (const item of input.items) {
      const stored = await getProduct(app.services, item.id);
      try {
        await enforceRules('product', item.changes, {
          app,
          request,
          extra: productRulesCtx(),
          current: productFacts(stored),
        });
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        status = err.statusCode;
        message = err.message;
        for (const [field, text] of Object.entries(err.details ?? {}))
          refused[`${item.id}.${field}`] ??= text;
      }
    }
    if (message) {
      if (input.items.length === 1) {
        const prefix = `${input.items[0]?.id}.`;
        throw new HttpError(
          status,
          message,
          Object.fromEntries(Object.entries(refused).map(([k, v]) => [k.replace(prefix, ''), v])),
        );
      }
      throw new HttpError(status, message, refused);
    }
    const products = await bulkChangeProducts(app.services, request.actor, input);
    const docs = products.map(presentProduct);
    // One product answers `product` first: the dialog takes the first record of the answer.
    return {
      message: SUCCESS_MESSAGES.modified,
      ...(docs.length === 1 && { product: docs[0] }),
      products: docs,
    };
  });

  app.delete<IdParams>(
    '/api/products/:id',
    { config: { policy: POLICIES.productEditors } },
    async (request) => {
      const removed = await removeProduct(app.services, request.actor, request.params.id);
      return { message: 'A törlés sikeresen megtörtént.', id: removed.id };
    },
  );

  app.get<IdParams>(
    '/api/products/load-client-status/:id',
    { config: { policy: POLICIES.productEditors } },
    async (request) => productLoadStatus(request.params.id),
  );
  app.post<IdParams>(
    '/api/products/load-client/:id/cancel',
    { config: { policy: POLICIES.productEditors } },
    async (request) => cancelProductLoad(request.params.id),
  );

  // The upload takes the file's bytes as the raw body (any content type: xlsx, xls, ods, csv);
  // the parser is scoped to this route so the rest of the API stays JSON-only.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: PRODUCT_UPLOAD_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    scope.post(
      '/api/products/load-client',
      {
        config: { policy: POLICIES.productEditors },
        bodyLimit: PRODUCT_UPLOAD_MAX_BYTES,
        onRequest: async (request) => {
          const length = Number(request.headers['content-length'] ?? 0);
          if (length > PRODUCT_UPLOAD_MAX_BYTES) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
        },
      },
      async (request, reply) => {
        const { fileName } = parseOr400(uploadQuerySchema, request.query ?? {});
        if (!Buffer.isBuffer(request.body) || request.body.length === 0)
          throw badRequest({ file: UPLOAD_MESSAGES.noFile }, UPLOAD_MESSAGES.noFile);
        const job = startProductLoad(
          app.services,
          request.actor,
          { bytes: new Uint8Array(request.body), fileName: fileName || 'termekek' },
          palletTypeNames(),
        );
        return reply.code(202).send(job);
      },
    );
  });
}
