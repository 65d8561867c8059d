import { type QueryParams, serializeQuery } from '../../core/api/query.ts';
import { ApiError, CanceledError, decodeErrorBody, errorAlertText } from './apiErrors.ts';

/**
 * How a failure is handled globally before the caller sees it (shell.md §8):
 * - alert: 401 ends the session, anything else shows the alert popup;
 * - silent: 401 ends the session, nothing is shown (check-processing, check-changes);
 * - skip: no handling at all (ping, location search, the session's own calls).
 */
export type ErrorMode = 'alert' | 'silent' | 'skip';

export interface RequestOptions {
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal | undefined;
  /** Send the bearer token (default true; never sent while auth is disabled). */
  auth?: boolean;
  /** Bearer token to use instead of the session's (a sign-in finishing before it is stored). */
  token?: string;
  errorMode?: ErrorMode;
  responseType?: 'json' | 'blob' | 'text';
  /** A 401 ends the session (default true); false for sign-in, where 401 means a wrong password. */
  unauthorizedLogout?: boolean;
}

/** What the API client needs from the session and the shell; wired once at start-up. */
export interface HttpHooks {
  token(): string | null;
  authDisabled(): boolean;
  onUnauthorized(path: string): void;
  onAlert(message: string): void;
}

let hooks: HttpHooks = {
  token: () => null,
  authDisabled: () => false,
  onUnauthorized: () => {},
  onAlert: () => {},
};

export function configureHttp(next: HttpHooks): void {
  hooks = next;
}

/** API base: VITE_API_BASE when set at build time, else the page's own origin. */
export const API_BASE: string = (import.meta.env?.VITE_API_BASE ?? '').replace(/\/$/, '');

/** Absolute URL of an API path (also used for /images/…). */
export function apiUrl(path: string): string {
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

function handleFailure(err: ApiError, opts: RequestOptions): void {
  const mode = opts.errorMode ?? 'alert';
  if (mode === 'skip') return;
  if (err.status === 401 && opts.unauthorizedLogout !== false) {
    hooks.onUnauthorized(err.path);
    return;
  }
  if (mode === 'silent') return;
  hooks.onAlert(errorAlertText(err.status, err.body));
}

/**
 * The one fetch wrapper: JSON in and out, bearer token, unencoded query arrays, global error
 * handling. Rejects with ApiError (after the handling) or CanceledError (always silent).
 */
export async function apiRequest<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A Blob (an uploaded file) goes as the raw body with its own type; anything else as JSON.
  const raw = typeof Blob !== 'undefined' && opts.body instanceof Blob ? opts.body : null;
  if (opts.body !== undefined)
    headers['Content-Type'] = raw ? raw.type || 'application/octet-stream' : 'application/json';
  const token = opts.auth === false || hooks.authDisabled() ? null : (opts.token ?? hooks.token());
  if (token) headers.Authorization = `Bearer ${token}`;

  let res: Response;
  try {
    res = await fetch(apiUrl(path) + serializeQuery(opts.query), {
      method,
      headers,
      body: raw ?? (opts.body === undefined ? null : JSON.stringify(opts.body)),
      signal: opts.signal ?? null,
      credentials: 'include',
    });
  } catch (cause) {
    if (opts.signal?.aborted || (cause instanceof DOMException && cause.name === 'AbortError')) {
      throw new CanceledError(path);
    }
    const err = new ApiError(0, null, path);
    handleFailure(err, opts);
    throw err;
  }

  if (!res.ok) {
    const err = new ApiError(res.status, await decodeErrorBody(res), path);
    handleFailure(err, opts);
    throw err;
  }
  try {
    if (opts.responseType === 'blob') return (await res.blob()) as T;
    const text = await res.text();
    if (opts.responseType === 'text') return text as T;
    return (text === '' ? undefined : JSON.parse(text)) as T;
  } catch (cause) {
    if (opts.signal?.aborted) throw new CanceledError(path);
    throw cause;
  }
}
