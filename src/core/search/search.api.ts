import { endpoint } from '../api/endpoint.ts';
import { searchAnswer } from './search.answers.ts';
import { searchQuerySchema } from './search.schemas.ts';

/**
 * The palette's server search (issue 16): one call finds orders (id, customer, order number, delivery
 * address), freights (number, plate, driver, cities, carried order ids) and pickups (number, customer,
 * plate) that the caller may read — a transporter user only their own freights. Accent-free, ranked.
 */
export const SEARCH_API = {
  search: endpoint({
    summary: 'Searches every area',
    response: searchAnswer,
    method: 'GET',
    path: '/api/search',
    query: searchQuerySchema,
  }),
};
