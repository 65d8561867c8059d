import { endpoint } from '../api/endpoint.ts';
import { deleteRowEndpoint } from '../api/rowEndpoints.ts';
import { listResultAnswer } from '../list/list.answers.ts';
import { productUploadQuerySchema } from './productLoad.schemas.ts';
import {
  productAnswer,
  productLoadJobAnswer,
  productLookupResultAnswer,
  productSaveAnswer,
} from './products.answers.ts';
import { productLookupSchema } from './products.schemas.ts';

/**
 * The products API (business.md §7 Products; choices in src/server/README.md "Products"). Readers:
 * product pages; lookup: signed-in non-transporters; writes and uploads: product editors
 * (src/server/policies/policies.ts). Errors: PRODUCT_ERRORS (products.errors.ts) and COMMON_ERRORS.
 */
export const PRODUCTS_API = {
  list: endpoint({
    summary: 'Lists products',
    description: 'The catalogue as the list contract (in SQL; list parameters in the query).',
    response: listResultAnswer(productAnswer),
    method: 'GET',
    path: '/api/products',
  }),
  lookup: endpoint({
    summary: 'Looks products up by item id',
    description:
      'The products of these item ids (`{itemIds}` or a plain array), in the order asked, and the unknown ids.',
    response: productLookupResultAnswer,
    method: 'POST',
    path: '/api/products',
    body: productLookupSchema,
  }),
  save: endpoint({
    summary: 'Creates or changes products',
    description:
      "Creates one (no `id`, 201), updates one (`{id, __v, …fields}`) or a batch (`{items: [{id, __v, changes}]}`, all or nothing). The body's shape decides which schema applies, and the rules run between, so the handler parses it (parseProductPut).",
    response: productSaveAnswer,
    method: 'PUT',
    path: '/api/products',
    answers: { 201: 'Created: the body had no `id`.' },
  }),
  remove: deleteRowEndpoint('/api/products', 'product', {
    description: 'Deletes one (never the dummy product).',
  }),
  upload: endpoint({
    summary: 'Uploads the product catalogue (queues a load job)',
    description:
      "Starts a load job with the file's bytes as the raw body (any content type, at most 10 MB): 202.",
    response: productLoadJobAnswer,
    method: 'POST',
    path: '/api/products/load-client',
    query: productUploadQuerySchema,
    status: 202,
  }),
  loadStatus: endpoint({
    summary: 'Reads the state of a product load job',
    description: "A load job's progress, refused rows and outcome.",
    response: productLoadJobAnswer,
    method: 'GET',
    path: '/api/products/load-client-status/:id',
  }),
  cancelLoad: endpoint({
    summary: 'Cancels a product load job',
    description: 'Stops a running load job (409 once it has finished).',
    response: productLoadJobAnswer,
    method: 'POST',
    path: '/api/products/load-client/:id/cancel',
  }),
} as const;
