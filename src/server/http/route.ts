import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type AnyEndpoint,
  type BodyOut,
  type ParamsOf,
  type QueryOut,
  type ResponseOf,
  schemaFor,
} from '../../core/api/endpoint.ts';
import {
  changesNothing,
  dropUnchanged,
  isJsonObject,
  requiredKeysOf,
  sameJson,
  VERSION_FIELD,
} from '../../core/api/roundTrip.ts';
import type { Actor } from '../policies/actor.ts';
import type { Policy } from '../policies/policies.ts';
import { HttpError, staleVersion } from './httpError.ts';
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

/** What a round trip's hooks get: the path parameters, the raw body and query, the caller. */
export interface RoundTripInput<E extends AnyEndpoint> {
  params: ParamsOf<E>;
  body: Record<string, unknown>;
  query: Record<string, unknown>;
  actor: Actor;
  request: FastifyRequest;
}

/**
 * An update that accepts the record its GET answers (src/core/api/roundTrip.ts): fields sent back
 * unchanged (id, read-only fields, nulls) are dropped before validation, and a body that changes
 * nothing at the version read is answered by `unchanged` without calling the handler (no write, no event).
 */
export interface RoundTrip<E extends AnyEndpoint, D extends object> {
  /** The record as its GET answers it; undefined when there is none (the handler answers then). */
  current(input: RoundTripInput<E>): Promise<D | undefined>;
  /** The answer of an update that changes nothing. */
  unchanged(current: D): ResponseOf<E>;
  /** Fields kept even when unchanged (besides those the schema requires): e.g. an `id` that makes a save an update. */
  keep?: readonly string[];
  /**
   * Another shape a GET answers of the same record (e.g. its list row), when the PUT accepts it too:
   * its fields that the record lacks are read-only (dropped when sent back unchanged, refused when changed).
   */
  alsoRead?(input: RoundTripInput<E>, current: D): Promise<object | undefined>;
  /** The version the caller read, when it is not the body's `__v` (e.g. a query parameter). */
  sentVersion?(input: RoundTripInput<E>): unknown;
}

export interface RouteOptions<E extends AnyEndpoint = AnyEndpoint, D extends object = object> {
  /** Who may call it (checked before the body is parsed; see policies/policies.ts). */
  policy: Policy;
  /** Largest accepted body in bytes, when not Fastify's default. */
  bodyLimit?: number;
  /** An update that accepts its GET's record back ({@link RoundTrip}). */
  roundTrip?: RoundTrip<E, D>;
}

/** A handler answers the endpoint's response type, or the reply it has sent itself (files, streams). */
export type RouteHandler<E extends AnyEndpoint> = (
  input: RouteInput<E>,
) => Promise<ResponseOf<E> | FastifyReply> | ResponseOf<E> | FastifyReply;

/** The route options of an area's reads and of its writes: each route names one (`route(app, API.list, readers, …)`). */
export interface ReadWriteAccess {
  readers: { policy: Policy };
  editors: { policy: Policy };
}

/** An area's {@link ReadWriteAccess}: who reads it, who writes it. */
export function readWriteAccess(read: Policy, write: Policy): ReadWriteAccess {
  return { readers: { policy: read }, editors: { policy: write } };
}

/**
 * Registers the route of a core endpoint: policy → body and query validated with the endpoint's zod
 * schemas (400 with field details; body first) → handler. The endpoint's status is the default
 * success status; a handler may still choose another (`reply.code(201)`).
 */
export function route<E extends AnyEndpoint, D extends object = object>(
  app: FastifyInstance,
  e: E,
  options: RouteOptions<E, D>,
  handler: RouteHandler<E>,
): void {
  app.route({
    method: e.method,
    url: e.path,
    config: { policy: options.policy, endpoint: e },
    ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
    handler: async (request, reply) => {
      // Path parameters first: a value of the wrong format is a 400, never a database error.
      if (e.params) parseOr400(e.params, request.params);
      const rawQuery = (request.query ?? {}) as Record<string, unknown>;
      let rawBody: unknown = request.body;
      let stale = false;
      if (options.roundTrip && isJsonObject(rawBody)) {
        const input = {
          params: request.params as ParamsOf<E>,
          body: rawBody,
          query: rawQuery,
          actor: request.actor,
          request,
        };
        const current = await options.roundTrip.current(input);
        if (current) {
          const other = await options.roundTrip.alsoRead?.(input, current);
          const stored = { ...other, ...current } as Record<string, unknown>;
          const keep = requiredKeysOf(e.body ? schemaFor(e.body, rawBody) : undefined);
          for (const key of options.roundTrip.keep ?? []) keep.add(key);
          if (!options.roundTrip.sentVersion) keep.add(VERSION_FIELD);
          const changed = dropUnchanged(rawBody, stored, keep);
          rawBody = changed;
          const sent = options.roundTrip.sentVersion
            ? options.roundTrip.sentVersion(input)
            : changed[VERSION_FIELD];
          const sameVersion = sent === undefined || sameJson(sent, stored[VERSION_FIELD]);
          // A record sent back at an old version is a 409 whatever its body holds: its fields are
          // the old record's, so they would otherwise look like unknown keys (a 400, below). The
          // handler still judges the permissions first (403 before 409, issue 36), then the version.
          if (!sameVersion && typeof sent === 'number' && Number.isInteger(sent)) stale = true;
          // Only a body that sent fields back counts: an empty one keeps the handler's own answer.
          const sentFields = Object.keys(input.body).some((key) => key !== VERSION_FIELD);
          if (sentFields && sameVersion && changesNothing(changed, stored)) {
            return options.roundTrip.unchanged(current);
          }
        }
      }
      let body: unknown;
      try {
        body = e.body ? parseOr400(schemaFor(e.body, rawBody), rawBody) : rawBody;
      } catch (err) {
        if (stale) throw staleVersion();
        throw err;
      }
      const query = e.query ? parseOr400(schemaFor(e.query, rawQuery), rawQuery) : rawQuery;
      if (e.status !== undefined) reply.code(e.status);
      try {
        return await handler({
          body: body as BodyOut<E>,
          query: query as QueryOut<E>,
          params: request.params as ParamsOf<E>,
          actor: request.actor,
          request,
          reply,
        });
      } catch (err) {
        // A stale record's old fields refused as a bad body (a handler's own parse): the 409 it is.
        if (stale && err instanceof HttpError && err.statusCode === 400) throw staleVersion();
        throw err;
      }
    },
  });
}

/** The value of a read that throws 404 when the record is missing, or undefined then (for {@link RoundTrip.current}). */
export async function whenFound<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) return undefined;
    throw err;
  }
}
