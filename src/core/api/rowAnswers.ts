import { z } from 'zod';

/**
 * The answer shapes the areas' `*.answers.ts` and `*.api.ts` compose for their stored rows and write
 * calls: a row with its id and version, and what a save, a grid batch and a delete answer. The
 * properties keep the order the OpenAPI document shows (`id` first, `__v` last, `message` first).
 */

/** A stored row: its `id`, its fields, and `__v`, the version a write sends back (409 when stale). */
export function versionedRowAnswer<S extends z.ZodRawShape>(fields: S) {
  return z.object({ id: z.string(), ...fields, __v: z.number() });
}

/** A single save: the message and the saved row under the area's key (`{message, transporter}`). */
export function savedAnswer<K extends string, R extends z.ZodType>(key: K, row: R) {
  // A computed key of a type parameter widens to string: the shape's type is said here.
  return z.object({ message: z.string(), [key]: row } as { message: z.ZodString } & { [P in K]: R });
}

/** A grid batch (PATCH …/bulk), all or nothing: the message and the saved rows under the area's key. */
export function savedRowsAnswer<K extends string, R extends z.ZodType>(key: K, row: R) {
  return savedAnswer(key, z.array(row));
}

/** A delete: the message and the id of the row deleted. */
export function deletedAnswer() {
  return z.object({ message: z.string(), id: z.string() });
}
