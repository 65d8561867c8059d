import {
  type AnyEndpoint,
  apiPath,
  type BodyIn,
  type HasParams,
  type ParamsOf,
  type QueryIn,
  type ResponseOf,
} from '../../core/api/endpoint.ts';
import type { QueryParams } from '../../core/api/query.ts';
import { apiRequest, type RequestOptions } from './http.ts';

type ParamsPart<E> = HasParams<E> extends true ? { params: ParamsOf<E> } : { params?: undefined };
type BodyPart<E> = [BodyIn<E>] extends [never] ? { body?: unknown } : { body: BodyIn<E> };

/** Options of a call through a contract: its path parameters, body and query, and the client's options. */
export type CallOptions<E extends AnyEndpoint> = Omit<RequestOptions, 'body' | 'query'> &
  ParamsPart<E> &
  BodyPart<E> & { query?: QueryIn<E> };

type CallArgs<E extends AnyEndpoint> =
  HasParams<E> extends true
    ? [options: CallOptions<E>]
    : [BodyIn<E>] extends [never]
      ? [options?: CallOptions<E>]
      : [options: CallOptions<E>];

/**
 * Calls an endpoint of a core contract (`core/<area>/<area>.api.ts`): the path is built from its
 * parameters, the body and query are typed by its schemas, the answer by its response type.
 */
export function callApi<E extends AnyEndpoint>(e: E, ...[options]: CallArgs<E>): Promise<ResponseOf<E>> {
  const { params, query, ...rest } = (options ?? {}) as CallOptions<AnyEndpoint>;
  return apiRequest<ResponseOf<E>>(e.method, apiPath(e, params as ParamsOf<E> | undefined), {
    ...rest,
    ...(query !== undefined && { query: query as QueryParams }),
  });
}
