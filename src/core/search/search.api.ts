import { endpoint } from '../api/endpoint.ts';
import { type SearchResponse, searchQuerySchema } from './search.schemas.ts';

/**
 * The palette's server search (issue 16): one call finds orders (id, customer, order number, delivery
 * address), freights (number, plate, driver, cities, carried order ids) and pickups (number, customer,
 * plate) that the caller may read — a transporter user only their own freights. Accent-free, ranked.
 */
export const SEARCH_API = {
  search: endpoint<SearchResponse>()({ method: 'GET', path: '/api/search', query: searchQuerySchema }),
};
