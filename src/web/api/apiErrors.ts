import { type ApiErrorBody, ERROR_MESSAGES } from '../../core/errors/messages.ts';

/** An error body as received: the server's ApiErrorBody, but `details` may also be a plain string. */
export type ErrorBody = Omit<Partial<ApiErrorBody>, 'details'> & { details?: unknown };

/** A failed API call; the caller still receives it after the global handling (shell.md §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;
  readonly path: string;

  constructor(status: number, body: ErrorBody | null, path: string) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.path = path;
  }
}

/** A call aborted because a newer call of the same kind replaced it, or its view went away. */
export class CanceledError extends Error {
  constructor(readonly path: string) {
    super('canceled');
    this.name = 'CanceledError';
  }
}

export function isCanceled(err: unknown): err is CanceledError {
  return err instanceof CanceledError;
}

const detailsText = (details: unknown): string | null => {
  if (typeof details === 'string') return details.trim() || null;
  const values = Array.isArray(details)
    ? details
    : details && typeof details === 'object'
      ? Object.values(details)
      : [];
  const texts = values
    .map((v) =>
      typeof v === 'string' ? v : v && typeof v === 'object' && 'message' in v ? String(v.message) : '',
    )
    .filter((v) => v.trim() !== '');
  return texts.length > 0 ? texts.join('\n') : null;
};

/**
 * The alert text of a failed call (shell.md §8): 504 → the time-out text; otherwise the body's
 * details (a string, or the field messages joined), else its message, else the generic text.
 */
export function errorAlertText(status: number, body: ErrorBody | null): string {
  if (status === 504) return ERROR_MESSAGES.timeout;
  const details = detailsText(body?.details);
  if (details) return details;
  const message = typeof body?.message === 'string' ? body.message.trim() : '';
  return message || ERROR_MESSAGES.generic;
}

/**
 * Reads an error body whatever the expected response type was: binary (Blob) answers are decoded
 * as text and parsed as JSON first; anything unparsable yields null.
 */
export async function decodeErrorBody(res: Response): Promise<ErrorBody | null> {
  try {
    const text = await (await res.blob()).text();
    if (text.trim() === '') return null;
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as ErrorBody) : null;
  } catch {
    return null;
  }
}
