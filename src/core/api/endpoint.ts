import { z } from 'zod';
import { type QueryParams, serializeQuery } from './query.ts';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A body schema chosen by the raw body, for calls whose body has two shapes (e.g. PUT without an id
 * creates, with one it updates): each shape keeps its own field messages, which a zod union would merge.
 */
export interface SchemaPicker<S extends z.ZodType = z.ZodType> {
  readonly pickSchema: (raw: unknown) => S;
  /** Every schema it may pick (the API description lists them as alternatives). */
  readonly variants?: readonly S[];
}

/** What an endpoint's body or query may be validated with. */
export type InputSchema = z.ZodType | SchemaPicker;

/**
 * One call of the API: method, path (Fastify style, `:name` for path parameters), the zod schemas
 * of its body and query (from `core/<area>/<area>.schemas.ts`) and of its success answer
 * (`core/<area>/<area>.answers.ts`). The server registers its route from it (the handler must return
 * what `response` describes), the OpenAPI document shows the schemas, the web client and the tests
 * call through it (the API tests check every answer against the document).
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  B extends InputSchema | undefined = InputSchema | undefined,
  Q extends InputSchema | undefined = InputSchema | undefined,
  R extends z.ZodType = z.ZodType,
> {
  readonly method: M;
  readonly path: P;
  readonly body?: B;
  readonly query?: Q;
  /** The path parameters' formats (e.g. `{id: recordIdSchema}`): another value is a 400, never a database error. */
  readonly params?: z.ZodType;
  /** Status of a successful answer (default 200). */
  readonly status?: number;
  /**
   * Answers besides the success status and the ones every call of its kind may give (src/server/http/openApi.ts):
   * status → what it means (a 2xx carries the success schema, others the error document).
   */
  readonly answers?: Readonly<Record<number, string>>;
  /** Statuses of `answers` whose body is the success schema too (health: its 503 names the parts not ready). */
  readonly successBodyOn?: readonly number[];
  /** The media type of a JSON answer when it is not `application/json` (e.g. `application/geo+json`). */
  readonly mediaType?: string;
  /** The success answer's schema (its output type is what the handler returns and the caller reads). */
  readonly response: R;
  /** What the call does, in one line for people reading the API description. */
  readonly summary?: string;
  /** More for those people: parameters' meaning, who may call it beyond the policy, side effects. */
  readonly description?: string;
}

/** Any endpoint. */
// biome-ignore lint/suspicious/noExplicitAny: the widest endpoint, for generic constraints
export type AnyEndpoint = Endpoint<HttpMethod, string, any, any, z.ZodType>;

/** Declares an endpoint: `endpoint({ method, path, body, query, response })`. */
export function endpoint<
  const M extends HttpMethod,
  const P extends string,
  R extends z.ZodType,
  B extends InputSchema | undefined = undefined,
  Q extends InputSchema | undefined = undefined,
>(def: {
  method: M;
  path: P;
  body?: B;
  query?: Q;
  params?: z.ZodType;
  status?: number;
  answers?: Readonly<Record<number, string>>;
  successBodyOn?: readonly number[];
  mediaType?: string;
  response: R;
  summary?: string;
  description?: string;
}): Endpoint<M, P, B, Q, R> {
  return def;
}

/** The media type of a {@link fileAnswer} (read by the OpenAPI document). */
export const FILE_ANSWER_TYPE = 'x-file-answer';

/** An answer that is a file, not JSON (a PDF, an SVG, an .xlsx): the handler sends it itself. */
export function fileAnswer<T = Blob>(contentType: string) {
  return z.custom<T>(() => true).meta({ [FILE_ANSWER_TYPE]: contentType });
}

/** A body schema chosen per request from the raw body (see {@link SchemaPicker}). */
export function pickSchema<S extends z.ZodType>(
  pick: (raw: unknown) => S,
  variants?: readonly S[],
): SchemaPicker<S> {
  return variants ? { pickSchema: pick, variants } : { pickSchema: pick };
}

/** The schema that validates `raw` (a picker chooses by the raw value). */
export function schemaFor(schema: InputSchema, raw: unknown): z.ZodType {
  // Not `'pick' in schema`: zod objects have a pick() method of their own.
  return 'pickSchema' in schema ? schema.pickSchema(raw) : schema;
}

type SchemaOf<S> = S extends SchemaPicker<infer T> ? T : S extends z.ZodType ? S : never;

/** The `:name` parameters of a path as an object type (`{}` when there are none). */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** The answer type of an endpoint. */
export type ResponseOf<E> = E extends { response: infer R extends z.ZodType } ? z.output<R> : never;
type InOf<S, Otherwise> = S extends InputSchema ? z.input<SchemaOf<S>> : Otherwise;
type OutOf<S> = S extends InputSchema ? z.output<SchemaOf<S>> : unknown;
type BodySchemaOf<E> = E extends { body?: infer B } ? B : undefined;
type QuerySchemaOf<E> = E extends { query?: infer Q } ? Q : undefined;

/** What a caller sends as the body (the schema's input type). */
export type BodyIn<E> = InOf<BodySchemaOf<E>, never>;
/** What a handler receives as the body (the schema's output type). */
export type BodyOut<E> = OutOf<BodySchemaOf<E>>;
/** What a caller sends as the query. */
export type QueryIn<E> = InOf<QuerySchemaOf<E>, QueryParams>;
/** What a handler receives as the query. */
export type QueryOut<E> = OutOf<QuerySchemaOf<E>>;
/** The path parameters of an endpoint. */
export type ParamsOf<E> = E extends { path: infer P extends string } ? PathParams<P> : never;

/** Whether an endpoint has path parameters (callers must then pass them). */
export type HasParams<E> = keyof ParamsOf<E> extends never ? false : true;

/** The path of an endpoint with its parameters filled in (each one URI-encoded). */
export function apiPath<E extends AnyEndpoint>(e: E, params?: ParamsOf<E>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return e.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`apiPath: ${e.path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Path and query string of a call, as sent (`/api/x/1?page=0`). */
export function apiUrlOf<E extends AnyEndpoint>(e: E, params?: ParamsOf<E>, query?: QueryParams): string {
  return apiPath(e, params) + serializeQuery(query);
}
