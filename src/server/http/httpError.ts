import type { ErrorEntry } from '../../core/errors/catalogue.ts';
import { COMMON_ERRORS } from '../../core/errors/messages.ts';

/** A catalogue entry (`defineErrors`): never a plain string, so every message has one definition and a code. */
export type ErrorText = ErrorEntry;

/** An expected failure with its status, Hungarian message, catalogue code and per-field details. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly code: string;
  constructor(
    readonly statusCode: number,
    text: ErrorText,
    readonly details?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(text.message);
    this.code = text.code;
  }
}

/** 400 with the first message per field. */
export function badRequest(details?: Record<string, string>, text: ErrorText = COMMON_ERRORS.badRequest) {
  return new HttpError(400, text, details);
}
/** 401: no, expired or refused token. */
export function unauthorized(text: ErrorText = COMMON_ERRORS.unauthorized) {
  return new HttpError(401, text);
}
/** 403; details name the fields the caller may not change. */
export function forbidden(details?: Record<string, string>, text: ErrorText = COMMON_ERRORS.forbidden) {
  return new HttpError(403, text, details);
}
/** 404 */
export function notFound(text: ErrorText = COMMON_ERRORS.notFound) {
  return new HttpError(404, text);
}
/** 409: duplicate or concurrent change. */
export function conflict(text: ErrorText, details?: Record<string, string>) {
  return new HttpError(409, text, details);
}
/** 409 naming the one field it is about (a taken key, a record that may not change): `{field: message}`. */
export function conflictOn(field: string, entry: ErrorEntry) {
  return new HttpError(409, entry, { [field]: entry.message });
}
/** 409 of a save whose record changed since it was read; details name the rows (bulk) or `__v`. */
export function staleVersion(details: Record<string, string> = { __v: COMMON_ERRORS.staleVersion.message }) {
  return new HttpError(409, COMMON_ERRORS.staleVersion, details);
}
/** 400 of a batch that names one row twice. */
export function duplicateRows() {
  return badRequest({ items: COMMON_ERRORS.duplicateRow.message });
}
