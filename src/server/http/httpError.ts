import { ERROR_MESSAGES } from '../../core/errors/messages.ts';

/** An expected failure with its status, Hungarian message and per-field details. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** 400 with the first message per field. */
export function badRequest(details?: Record<string, string>, message: string = ERROR_MESSAGES.badRequest) {
  return new HttpError(400, message, details);
}
/** 401: no, expired or refused token. */
export function unauthorized(message: string = ERROR_MESSAGES.unauthorized) {
  return new HttpError(401, message);
}
/** 403; details name the fields the caller may not change. */
export function forbidden(details?: Record<string, string>, message: string = ERROR_MESSAGES.forbidden) {
  return new HttpError(403, message, details);
}
/** 404 */
export function notFound(message: string = ERROR_MESSAGES.notFound) {
  return new HttpError(404, message);
}
/** 409: duplicate or concurrent change. */
export function conflict(message: string, details?: Record<string, string>) {
  return new HttpError(409, message, details);
}
