import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inject } from 'vitest';
import { buildOpenApi, isApiRoute, openApiPath } from '../../../src/server/http/openApi.ts';
import { fieldEditSettingsOf } from '../../../src/server/rules/ruleSetDerived.ts';

/**
 * Every answer an API test receives is checked against its operation in the OpenAPI document
 * (issue 33): the success body against the endpoint's answer schema, an error against the shared
 * error schema, and the status against the statuses the operation documents. The check runs in an
 * onSend hook of the test app (so raw `call`s are checked as well) and marks a mismatch with a header
 * that the request helpers turn into a failed test. Production runs without it (src/server/README.md).
 */

/** The header that carries a mismatch from the app to the request helper. */
export const ANSWER_MISMATCH_HEADER = 'x-test-answer-mismatch';

/** Whether the check is on (`API_ANSWER_CHECK=0` switches it off, to measure what it costs). */
export const ANSWER_CHECK_ON = process.env.API_ANSWER_CHECK !== '0';

type Json = Record<string, unknown>;
type Answer = { $ref?: string; content?: Record<string, { schema?: Json }> };
type Operation = { responses?: Record<string, Answer> };

/** What the checks of this test file cost: how many answers, how many milliseconds (README figure). */
export const answerCheckCost = { answers: 0, ms: 0 };

/** Appends this file's check cost to API_ANSWER_TIMING (a file), when set: `npm run` figures for the README. */
export function reportAnswerCheckCost(file: string): void {
  const out = process.env.API_ANSWER_TIMING;
  if (out) appendFileSync(out, `${file}\t${answerCheckCost.answers}\t${answerCheckCost.ms.toFixed(1)}\n`);
  answerCheckCost.answers = 0;
  answerCheckCost.ms = 0;
}

const DOCUMENT_ID = 'openapi';

type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Json; responses: Record<string, Answer> };
};

/** The name of an app's document: the routes (method, path, policy) and the settings that shape it. */
function documentKey(app: FastifyInstance): string {
  const routes = app.routeTable().map((r) => `${r.method} ${r.url} ${r.policy?.id ?? ''}`);
  const { basePath, buildVersion } = app.services.config;
  return createHash('sha1')
    .update(JSON.stringify([basePath, buildVersion, routes]))
    .digest('hex');
}

/**
 * The app's document, built once per run and settings: the code does not change during a run, so
 * the document's key names the file other test files read.
 */
function cachedDocument(app: FastifyInstance, key: string): Document {
  const file = join(inject('answerDocDir'), `${key}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Document;
  const { basePath, buildVersion } = app.services.config;
  const doc = buildOpenApi(app.routeTable(), {
    version: buildVersion,
    basePath,
    fieldEdit: () => fieldEditSettingsOf(app.rules),
  });
  // Written whole under another name first: a file read by a parallel one is never half written.
  writeFileSync(`${file}.${process.pid}`, JSON.stringify(doc));
  renameSync(`${file}.${process.pid}`, file);
  return doc as Document;
}

/**
 * The document and its validators per document key, kept for every file a worker runs (vitest's
 * `isolate: false`): each operation's answer schema is compiled once per worker, not once per app
 * (compiling was about a tenth of the role matrix file's CPU).
 */
const checkers = new Map<string, { doc: Document; ajv: Ajv2020 }>();

function checkerOf(app: FastifyInstance): { doc: Document; ajv: Ajv2020 } {
  const key = documentKey(app);
  let checker = checkers.get(key);
  if (!checker) {
    // The whole document is one schema (not meta-validated: it comes from zod); each operation's
    // answer is compiled on its first use by its JSON pointer, its $refs resolved inside the document.
    const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
    addFormats.default(ajv);
    const doc = cachedDocument(app, key);
    ajv.addSchema(doc, DOCUMENT_ID);
    checker = { doc, ajv };
    checkers.set(key, checker);
  }
  return checker;
}
/** A JSON pointer's segment (`/` and `~` escaped). */
const segment = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** Adds the check to a test app (before `ready()`). */
export function checkAnswers(app: FastifyInstance): void {
  if (!ANSWER_CHECK_ON) return;
  let checker: ReturnType<typeof checkerOf> | undefined;
  const documentOf = () => {
    checker ??= checkerOf(app);
    return checker.doc;
  };
  const validatorOf = (pointer: string) => {
    documentOf();
    const validate = checker?.ajv.getSchema(`${DOCUMENT_ID}#${pointer}`);
    if (!validate) throw new Error(`answer check: no schema at ${pointer}`);
    return validate;
  };
  // Read before the first answer, so no timed request of a test pays for it.
  app.addHook('onReady', async () => {
    const started = performance.now();
    documentOf();
    answerCheckCost.ms += performance.now() - started;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const started = performance.now();
    const problem = problemOf(request, reply, payload);
    answerCheckCost.answers += 1;
    answerCheckCost.ms += performance.now() - started;
    if (problem) reply.header(ANSWER_MISMATCH_HEADER, encodeURIComponent(problem));
    return payload;
  });

  function problemOf(request: FastifyRequest, reply: FastifyReply, payload: unknown): string | undefined {
    const url = request.routeOptions.url;
    const method = request.method.toLowerCase();
    const status = reply.statusCode;
    const type = String(reply.getHeader('content-type') ?? '');
    const isJson = /^application\/([\w.-]+\+)?json\b/.test(type);
    if (url !== undefined && !isApiRoute({ method: request.method, url }, app.services.config.basePath)) {
      return undefined;
    }
    if (method === 'head' || status === 304) return undefined;
    const where = `${request.method} ${url ?? request.url} → ${status}`;
    if (url === undefined) {
      // No route: the not-found (or wrong method) answer is an error document all the same.
      return isJson ? check('/components/schemas/ApiError', payload, where) : undefined;
    }
    const op = documentOf().paths[openApiPath(url)]?.[method];
    if (!op) return `${where}: the route is not in the OpenAPI document`;
    const declared = op.responses?.[String(status)];
    if (!declared) return `${where}: the operation does not document status ${status}`;
    const shared = declared.$ref?.replace('#/components/responses/', '');
    const answer = shared ? documentOf().components.responses[shared] : declared;
    const answerPointer = shared
      ? `/components/responses/${segment(shared)}`
      : `/paths/${segment(openApiPath(url))}/${method}/responses/${status}`;
    if (!answer) return `${where}: the answer ${declared.$ref} is not in the document`;
    const content = answer.content;
    if (!content) return undefined;
    const mediaType = Object.keys(content)[0] ?? '';
    if (!type.startsWith(mediaType.split(';')[0] ?? mediaType)) {
      return `${where}: answered ${type || 'no content type'}, documented ${mediaType}`;
    }
    if (!isJson || !content[mediaType]?.schema) return undefined;
    return check(`${answerPointer}/content/${segment(mediaType)}/schema`, payload, where);
  }

  function check(pointer: string, payload: unknown, where: string): string | undefined {
    let body: unknown;
    try {
      body = JSON.parse(typeof payload === 'string' ? payload : String(payload));
    } catch {
      return `${where}: not JSON`;
    }
    const validate = validatorOf(pointer);
    if (validate(body)) return undefined;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`)
      .join('; ');
    return `${where}: the answer does not match its schema: ${errors}`;
  }
}

/** Throws when the app marked the answer as not matching the document (see {@link checkAnswers}). */
export function assertAnswerMatches(res: { headers: Record<string, unknown> }): void {
  const mismatch = res.headers[ANSWER_MISMATCH_HEADER];
  if (typeof mismatch !== 'string') return;
  const log = process.env.API_ANSWER_LOG;
  // A survey of every mismatch of a run (API_ANSWER_LOG=file) instead of failing at the first one.
  if (log) appendFileSync(log, `${decodeURIComponent(mismatch)}\n`);
  else throw new Error(decodeURIComponent(mismatch));
}
