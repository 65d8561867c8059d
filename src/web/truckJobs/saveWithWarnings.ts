import { COMMON_ERRORS } from '../../core/errors/messages.ts';
import type { RuleTrace } from '../../core/rules/ruleResults.ts';
import { ApiError, errorAlertText } from '../api/apiErrors.ts';

/** A save warning (rules family freightWarnings; the server's 409 details carry them by code). */
export interface SaveWarning {
  code: string;
  message: string;
  /** The trace of the rule behind it, when the rules worker found it ("Miért?", F1); not the server's. */
  trace?: RuleTrace | undefined;
}

/** How one save runs: the local warning check, the call (with `confirmed`), and the question to the user. */
export interface SaveWithWarningsInput<T> {
  /** The warnings the rules worker finds for this change (the same rule files the server runs). */
  check(): Promise<readonly SaveWarning[]>;
  send(confirmed: boolean): Promise<T>;
  /** Lists the warnings in one confirmation: true = save anyway, false = back to the dialog. */
  ask(warnings: readonly SaveWarning[]): Promise<boolean>;
  /** The error code of the server's "needs confirmation" 409 (e.g. FREIGHT_ERRORS.confirmationNeeded.code). */
  confirmationCode: string;
}

/** What a save came to: saved, or the user went back from the warnings. */
export type SaveResult<T> = { saved: true; value: T } | { saved: false };

/** The warnings a 409 "needs confirmation" answer lists (details: code → message), else null. */
export function warningsOfRefusal(err: unknown, confirmationCode: string): SaveWarning[] | null {
  if (!(err instanceof ApiError) || err.status !== 409 || err.body?.code !== confirmationCode) return null;
  const details = err.body.details;
  if (!details || typeof details !== 'object') return [];
  return Object.entries(details as Record<string, unknown>).map(([code, message]) => ({
    code,
    message: String(message),
  }));
}

/** Whether an error is the server's stale-version refusal (409 `common.staleVersion`). */
export function isStaleVersion(err: unknown): boolean {
  return err instanceof ApiError && err.status === 409 && err.body?.code === COMMON_ERRORS.staleVersion.code;
}

/** The text a refused call shows: the server's per-field details or its message (other errors rethrow). */
export function refusalText(err: unknown): string {
  if (err instanceof ApiError) return errorAlertText(err.status, err.body);
  throw err;
}

/**
 * Saves with the save warnings of business.md §5: every warning the rules worker finds is listed in
 * ONE confirmation before anything is sent (confirm → sent with `confirmed: true`); should the server
 * still ask (its data moved on), its warnings are confirmed the same way. Other errors propagate.
 */
export async function saveWithWarnings<T>(input: SaveWithWarningsInput<T>): Promise<SaveResult<T>> {
  const local = await input.check();
  if (local.length > 0 && !(await input.ask(local))) return { saved: false };
  const confirmed = local.length > 0;
  try {
    return { saved: true, value: await input.send(confirmed) };
  } catch (err) {
    const warnings = confirmed ? null : warningsOfRefusal(err, input.confirmationCode);
    if (!warnings) throw err;
    if (!(await input.ask(warnings))) return { saved: false };
    return { saved: true, value: await input.send(true) };
  }
}
