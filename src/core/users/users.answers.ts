import { z } from 'zod';
import { savedAnswer, versionedRowAnswer } from '../api/rowAnswers.ts';
import { type Role, USER_ROLES } from '../permissions/roles.ts';

/**
 * The users answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link User} (users.schemas.ts): a user as the API answers it (never a password hash). */
export const userAnswer = versionedRowAnswer({
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(USER_ROLES as [Role, ...Role[]]),
  transporter: z.string().nullable(),
  active: z.boolean(),
}).meta({ id: 'User' });

/** {@link AuthResult} (users.schemas.ts). */
export const authResultAnswer = z
  .object({
    token: z.string(),
    expiresAt: z.number(),
    user: userAnswer,
  })
  .meta({ id: 'AuthResult' });

/** Answer of a single save (users.api.ts). */
export const userSaveAnswer = savedAnswer('user', userAnswer).meta({ id: 'UserSave' });
