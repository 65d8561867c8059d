import { type ZodType, z } from 'zod';
import { withParams } from '../../core/errors/catalogue.ts';
import { COMMON_ERRORS, ERROR_MESSAGES } from '../../core/errors/messages.ts';
import { badRequest } from './httpError.ts';

// zod's own texts (wrong type, unknown enum value …) in Hungarian, like every other message.
z.config(z.locales.hu());

/** Field name → first message, from zod issues; the body itself is `body`. */
export function issuesToDetails(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    details[key] ??= issue.message;
  }
  return details;
}

/** Parses with a core schema or throws 400 'Hibás kérés' with details per field. */
export function parseOr400<T>(schema: ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data, {
    // A missing field gets the spec's "required" text instead of a type complaint; unknown keys the
    // catalogue's text (zod's Hungarian one misspells the plural).
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? withParams(COMMON_ERRORS.unknownKeys, { keys: issue.keys.map((k) => JSON.stringify(k)).join(', ') })
            .message
        : issue.input === undefined
          ? ERROR_MESSAGES.required
          : undefined,
  });
  if (!result.success) throw badRequest(issuesToDetails(result.error.issues));
  return result.data;
}
