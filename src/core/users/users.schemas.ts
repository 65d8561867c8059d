import { z } from 'zod';
import { COMMON_ERRORS } from '../errors/messages.ts';
import { USER_ROLES } from '../permissions/roles.ts';
import { fillMessage, RULE_MESSAGES } from '../validation/generalRules.ts';
import { passwordShapeProblem } from './passwordPolicy.ts';
import type { authResultAnswer, userAnswer } from './users.answers.ts';

const text = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, fillMessage(RULE_MESSAGES.maxLength, { n: max }));
const roleSchema = z.enum(USER_ROLES as [string, ...string[]], { message: 'Ismeretlen szerepkör!' });

/** POST users/auth/login */
export const loginSchema = z.object({
  username: z.string().trim().min(1, COMMON_ERRORS.required.message).max(100),
  password: z.string().min(1, COMMON_ERRORS.required.message).max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The user document every user call answers with (userAnswer); never carries the password hash. */
export type User = z.output<typeof userAnswer>;

/** Answer of login and refresh: a short-lived bearer token, its expiry (epoch ms) and the user. */
export type AuthResult = z.output<typeof authResultAnswer>;

const email = z
  .string()
  .trim()
  .max(200)
  .refine((v) => v === '' || /^[^\s@]{1,64}@[^\s@]+\.[a-zA-Z]{2,4}$/.test(v), RULE_MESSAGES.email);

/** POST users/register */
export const registerSchema = z.object({
  username: text(100)
    .min(1, COMMON_ERRORS.required.message)
    .refine((v) => !/\s/.test(v), RULE_MESSAGES.noSpaces),
  // Length and variety here (the browser checks them too); the user name and the list of common
  // passwords on the server (commands/users.commands.ts).
  password: z.string().superRefine((value, ctx) => {
    const problem = passwordShapeProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  firstName: text().optional().nullable(),
  lastName: text().optional().nullable(),
  email: email.optional().nullable(),
  role: roleSchema.optional(),
  transporter: z.string().max(100).optional().nullable(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** PUT users/{id}: changed fields only; `__v` for optimistic concurrency. */
export const updateUserSchema = registerSchema.partial().extend({
  __v: z.number().int().optional(),
  /** Admins only; false deactivates (every token of the user stops working). */
  active: z.boolean().optional(),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** Fields of the user list that the list call may sort and filter on. */
export const USER_LIST_FIELDS = ['username', 'firstName', 'lastName', 'email', 'role'] as const;
export type UserListField = (typeof USER_LIST_FIELDS)[number];

/** Fields an admin may change in the grid, in one cell or for many rows at once. */
export const USER_GRID_EDITABLE_FIELDS = ['firstName', 'lastName', 'email', 'role'] as const;
export type UserGridField = (typeof USER_GRID_EDITABLE_FIELDS)[number];

const gridChangesSchema = registerSchema
  .pick({ firstName: true, lastName: true, email: true, role: true, transporter: true })
  .partial();

/** PATCH users/bulk: every row with the version it was read at; saved all-or-nothing. */
export const bulkUpdateUsersSchema = z.object({
  items: z
    .array(z.object({ id: z.string().min(1).max(60), __v: z.number().int(), changes: gridChangesSchema }))
    .min(1)
    .max(1000),
});
export type BulkUpdateUsersInput = z.infer<typeof bulkUpdateUsersSchema>;

/**
 * The message the server's schema gives a single field's value, or null when it passes: the
 * grid validates each cell with exactly the rules the server will apply.
 */
export function userFieldError(field: string, value: unknown): string | null {
  const shape = registerSchema.shape as Record<string, z.ZodType>;
  const schema = shape[field];
  if (!schema) return null;
  const result = schema.safeParse(value === '' && field !== 'username' ? null : value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
