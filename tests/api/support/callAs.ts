import type { AnyEndpoint, ResponseOf } from '../../../src/core/api/endpoint.ts';
import type { EndpointCall, TestEnv, TypedResponse } from './testEnv.ts';

/** Calls an endpoint with its path and query, a body (any value) and the user (the role's by default). */
export type CallAs = <E extends AnyEndpoint>(
  e: E,
  where?: Pick<EndpointCall<E>, 'params' | 'query'>,
  payload?: unknown,
  as?: string,
) => Promise<TypedResponse<ResponseOf<E>>>;

/** A test file's endpoint caller: every call is made as `role` unless it names another user. */
export function callAs(env: () => TestEnv, role: string): CallAs {
  return (e, where = {}, payload = undefined, as = role) =>
    env().request(e, { ...where, as, ...(payload !== undefined && { payload }) });
}
