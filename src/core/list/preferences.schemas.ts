import { z } from 'zod';
import { columnFilterSchema, sortItemSchema } from './listCall.schemas.ts';

/** Name of a stored view preference: `grid:<view>` for a grid, `keymap` for key overrides. */
export const preferenceViewSchema = z.string().regex(/^[a-zA-Z0-9:_.-]{1,80}$/, 'Hibás nézetnév!');

/** A grid's saved state: column order, widths, hidden columns, sort and filters. */
export const gridPreferenceSchema = z.object({
  columns: z
    .array(
      z.object({
        colId: z.string().max(80),
        width: z.number().min(20).max(2000).optional(),
        hide: z.boolean().optional(),
      }),
    )
    .max(100),
  sort: z.array(sortItemSchema).max(5),
  filter: z.record(z.string(), columnFilterSchema),
  quickFilter: z.string().max(200).optional(),
});
export type GridPreference = z.infer<typeof gridPreferenceSchema>;

/** A user's key overrides: command id → chord or sequence (tinykeys syntax); '' unbinds. */
export const keyOverridesSchema = z.record(z.string().max(80), z.string().max(60));
export type KeyOverrides = z.infer<typeof keyOverridesSchema>;

/** Schema of the value stored under a view name: key overrides for `keymap`, else a grid state. */
export function preferenceValueSchema(view: string): z.ZodType<GridPreference | KeyOverrides> {
  return view === 'keymap' ? keyOverridesSchema : gridPreferenceSchema;
}
