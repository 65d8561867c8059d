import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import {
  type ApiErrorBody,
  COMMON_ERRORS,
  commonCodeOf,
  ERROR_MESSAGES,
} from '../../core/errors/messages.ts';
import { isDatabaseUnavailable, isUnstorableText } from '../db/dbErrors.ts';
import { HttpError } from './httpError.ts';
import { issuesToDetails } from './validate.ts';

/** Default message per status (shell.md §8); other 4xx say "Hibás kérés". */
export function defaultMessage(statusCode: number): string {
  switch (statusCode) {
    case 401:
      return ERROR_MESSAGES.unauthorized;
    case 403:
      return ERROR_MESSAGES.forbidden;
    case 404:
      return ERROR_MESSAGES.notFound;
    case 413:
      return ERROR_MESSAGES.tooLarge;
    case 504:
      return ERROR_MESSAGES.timeout;
    default:
      return statusCode >= 500 ? ERROR_MESSAGES.serverError : ERROR_MESSAGES.badRequest;
  }
}

/** Sends the one error shape of the API: {statusCode, error, message, details?}. */
export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string = defaultMessage(statusCode),
  details?: Record<string, string>,
  code?: string,
) {
  // Every error answer carries a catalogue code: its own, else the common one of its status.
  const body: ApiErrorBody = {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    code: code ?? commonCodeOf(statusCode),
  };
  if (details && Object.keys(details).length > 0) body.details = details;
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own 4xx (body parsing, content type, size) mapped to our catalogue entries and details. */
function frameworkError(error: FastifyError): { details?: Record<string, string>; code?: string } {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { details: { body: COMMON_ERRORS.invalidJson.message }, code: COMMON_ERRORS.invalidJson.code };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        details: { contentType: COMMON_ERRORS.unsupportedMediaType.message },
        code: COMMON_ERRORS.unsupportedMediaType.code,
      };
    default:
      return {};
  }
}

/** The one error handler: expected failures as sent, framework 4xx mapped, anything else a logged 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return sendError(reply, error.statusCode, error.message, error.details, error.code);
    }
    if (error instanceof ZodError) return sendError(reply, 400, undefined, issuesToDetails(error.issues));
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const { details, code } = frameworkError(error as FastifyError);
      return sendError(reply, status, undefined, details, code);
    }
    if (isUnstorableText(error)) {
      // A second net behind the request-wide character check (inputHygiene.ts), e.g. for text read from files.
      const { message, code } = COMMON_ERRORS.invalidCharacters;
      return sendError(reply, 400, message, undefined, code);
    }
    if (isDatabaseUnavailable(error)) {
      // Not a fault of this server: the pool reconnects, so the caller may simply repeat the request.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '2');
      const { message, code } = COMMON_ERRORS.databaseUnavailable;
      return sendError(reply, 503, message, undefined, code);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 500);
  });
}
