import type { AnyEndpoint } from '../../core/api/endpoint.ts';
import type { AccessContext } from '../../core/permissions/index.ts';
import type { AppServices } from '../appServices.ts';
import type { Actor } from '../policies/actor.ts';
import type { Policy } from '../policies/policies.ts';

/** One registered route with its declared policy (the role-matrix test enumerates these). */
export interface RouteEntry {
  method: string;
  url: string;
  policy: Policy | undefined;
  /** The core contract the route was registered from (route()), for the OpenAPI description. */
  endpoint?: AnyEndpoint | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Route-level access rule; required on every route. */
    policy?: Policy;
    /** The core contract of a route registered with route() (read by the OpenAPI description). */
    endpoint?: AnyEndpoint;
  }
  interface FastifyRequest {
    /** Set by the authentication hook before any handler runs. */
    actor: Actor;
    /** Module state, loaded when the route's policy needs it (see loadAccess). */
    access: AccessContext | null;
  }
  interface FastifyInstance {
    services: AppServices;
    /** Every route as registered (before HEAD expansion), with its policy. */
    routeTable: () => RouteEntry[];
  }
}
