import type { FastifyInstance } from 'fastify';
import { SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import { listQuerySchema } from '../../core/list/listCall.schemas.ts';
import { PRODUCT_UPLOAD_MAX_BYTES } from '../../core/products/productLoad.schemas.ts';
import { PRODUCTS_API } from '../../core/products/products.api.ts';
import { PRODUCT_ERRORS } from '../../core/products/products.errors.ts';
import {
  bulkUpdateProductsSchema,
  createProductSchema,
  parseProductPut,
} from '../../core/products/products.schemas.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { cancelProductLoad, startProductLoad } from '../commands/productLoad.commands.ts';
import { bulkChangeProducts, createProduct, removeProduct } from '../commands/products.commands.ts';
import * as m0202products from '../db/migrations/0202_products.ts';
import * as m0202productsSearch from '../db/migrations/0202_products_search.ts';
import { badRequest, HttpError } from '../http/httpError.ts';
import { readWriteAccess, route } from '../http/route.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';
import { presentProduct } from '../presenters/products.presenter.ts';
import { productRulesCtx } from '../products/productRules.ts';
import { productLoadStatus } from '../queries/productLoad.queries.ts';
import { lookupProducts, productDoc, productPage } from '../queries/products.queries.ts';
import { enforceRules } from '../rules/enforceRules.ts';
import { writeScopeOf } from './writeScope.ts';

const { readers, editors } = readWriteAccess(POLICIES.productReaders, POLICIES.productEditors);

/**
 * Products (business.md §7 Products): the catalogue list, lookup by item ids, create/update (one
 * or a batch, all-or-nothing), delete, and the upload of a product list as a load job.
 */
export function registerProductsRoutes(app: FastifyInstance): void {
  const { services } = app;

  route(app, PRODUCTS_API.list, readers, async ({ request }) => {
    return productPage(services.db, parseOr400(listQuerySchema, request.query ?? {}));
  });

  route(app, PRODUCTS_API.lookup, { policy: POLICIES.productLookup }, async ({ body }) =>
    lookupProducts(services.db, body),
  );

  // Round trips: a product read is accepted back (its id makes the save a change); unchanged, it is not written.
  const roundTrip = {
    current: ({ body }: { body: Record<string, unknown> }) => productDoc(services.db, body.id),
    unchanged: (product: ReturnType<typeof presentProduct>) => ({
      message: SUCCESS_MESSAGES.modified,
      product,
      products: [product],
    }),
    keep: ['id'],
  };
  route(app, PRODUCTS_API.save, { ...editors, roundTrip }, async ({ body, request, reply, actor }) => {
    const put = parseProductPut(body);
    if (put.kind === 'create') {
      const input = parseOr400(createProductSchema, put.input);
      await enforceRules('product', input, { app, request, extra: productRulesCtx() });
      const product = await createProduct(services, actor, input);
      reply.code(201);
      return { message: SUCCESS_MESSAGES.modified, product: presentProduct(product) };
    }
    const input = parseOr400(bulkUpdateProductsSchema, put.input);
    const products = await bulkChangeProducts(await writeScopeOf(app, request), input);
    const docs = products.map(presentProduct);
    // One product answers `product` first: the dialog takes the first record of the answer.
    return {
      message: SUCCESS_MESSAGES.modified,
      ...(docs.length === 1 && { product: docs[0] }),
      products: docs,
    };
  });

  route(app, PRODUCTS_API.remove, editors, async ({ params, actor }) => {
    const removed = await removeProduct(services, actor, params.id);
    return { message: SUCCESS_MESSAGES.deleted, id: removed.id };
  });

  route(app, PRODUCTS_API.loadStatus, editors, async ({ params }) => productLoadStatus(services, params.id));
  route(app, PRODUCTS_API.cancelLoad, editors, async ({ params, actor }) =>
    cancelProductLoad(services, actor, params.id),
  );

  // The upload takes the file's bytes as the raw body (any content type: xlsx, xls, ods, csv);
  // the parser and the size check are scoped to this route so the rest of the API stays JSON-only.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: PRODUCT_UPLOAD_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    // Refuses a declared oversize body before it is read (the policy hook has run already).
    scope.addHook('onRequest', async (request) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > PRODUCT_UPLOAD_MAX_BYTES) throw new HttpError(413, PRODUCT_ERRORS.uploadTooLarge);
    });
    route(
      scope,
      PRODUCTS_API.upload,
      { ...editors, bodyLimit: PRODUCT_UPLOAD_MAX_BYTES },
      ({ query, request, actor }) => {
        if (!Buffer.isBuffer(request.body) || request.body.length === 0)
          throw badRequest({ file: PRODUCT_ERRORS.uploadNoFile.message }, PRODUCT_ERRORS.uploadNoFile);
        return startProductLoad(services, actor, {
          bytes: new Uint8Array(request.body),
          fileName: query.fileName || 'termekek',
        });
      },
    );
  });
}

export const PRODUCTS_AREA = defineServerArea({
  name: 'products',
  routes: registerProductsRoutes,
  migrations: { '0202_products': m0202products, '0202_products_search': m0202productsSearch },
});
