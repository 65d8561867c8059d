import { z } from 'zod';

/** PUT body of one row: any of its fields, with `__v`, the version it was read at. */
export function rowChangesSchema<S extends z.ZodRawShape>(fields: S) {
  return z
    .object({ ...fields, __v: z.number().int().min(0) })
    .partial()
    .strict();
}

/** PATCH …/bulk body of a grid: each row with the version it was read at and its changed fields. */
export function bulkChangesSchema<S extends z.ZodRawShape>(fields: S, max = 500) {
  return z.object({
    items: z
      .array(
        z.object({
          id: z.string().min(1),
          __v: z.number().int().min(0),
          changes: z.object(fields).partial().strict(),
        }),
      )
      .min(1)
      .max(max),
  });
}

/** The first message a schema gives a single value, or null when the value passes. */
export function firstIssue(schema: z.ZodType, value: unknown): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? null);
}
