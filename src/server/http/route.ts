import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type AnyEndpoint,
  type BodyOut,
  type ParamsOf,
  type QueryOut,
  type ResponseOf,
  schemaFor,
} from '../../core/api/endpoint.ts';
import type { Actor } from '../policies/actor.ts';
import type { Policy } from '../policies/policies.ts';
import { parseOr400 } from './validate.ts';

/** What a route handler gets: the validated body and query, the path parameters and the caller. */
export interface RouteInput<E extends AnyEndpoint> {
  body: BodyOut<E>;
  query: QueryOut<E>;
  params: ParamsOf<E>;
  actor: Actor;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /** Who may call it (checked before the body is parsed; see policies/policies.ts). */
  policy: Policy;
  /** Largest accepted body in bytes, when not Fastify's default. */
  bodyLimit?: number;
}

/** A handler answers the endpoint's response type, or the reply it has sent itself (files, streams). */
export type RouteHandler<E extends AnyEndpoint> = (
  input: RouteInput<E>,
) => Promise<ResponseOf<E> | FastifyReply> | ResponseOf<E> | FastifyReply;

/**
 * Registers the route of a core endpoint: policy → body and query validated with the endpoint's zod
 * schemas (400 with field details; body first) → handler. The endpoint's status is the default
 * success status; a handler may still choose another (`reply.code(201)`).
 */
export function route<E extends AnyEndpoint>(
  app: FastifyInstance,
  e: E,
  options: RouteOptions,
  handler: RouteHandler<E>,
): void {
  app.route({
    method: e.method,
    url: e.path,
    config: { policy: options.policy },
    ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
    handler: async (request, reply) => {
      const rawQuery = request.query ?? {};
      const body = e.body ? parseOr400(schemaFor(e.body, request.body), request.body) : request.body;
      const query = e.query ? parseOr400(schemaFor(e.query, rawQuery), rawQuery) : rawQuery;
      if (e.status !== undefined) reply.code(e.status);
      return handler({
        body: body as BodyOut<E>,
        query: query as QueryOut<E>,
        params: request.params as ParamsOf<E>,
        actor: request.actor,
        request,
        reply,
      });
    },
  });
}
