import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { deleteRowEndpoint, gridBatchEndpoint } from '../api/rowEndpoints.ts';
import { defineErrors } from '../errors/catalogue.ts';
import { listOrAllAnswer } from '../list/list.answers.ts';
import { TRANSPORTER_ERRORS } from '../transporters/transporters.errors.ts';
import { userAnswer, userSaveAnswer } from './users.answers.ts';
import { bulkUpdateUsersSchema, registerSchema, updateUserSchema } from './users.schemas.ts';

/** The users' own failures (ours: the spec has no text for them). */
export const USERS_ERRORS = defineErrors('users', {
  usernameTaken: 'A felhasználónév már foglalt!',
  unknownTransporter: TRANSPORTER_ERRORS.unknown.message,
  deactivateSelf: 'Saját felhasználóját nem tilthatja le!',
  deleteSelf: 'A saját felhasználó nem törölhető!',
});

/** Answer of "sign out everywhere". */
export const SIGNED_OUT_EVERYWHERE_MESSAGE = 'A felhasználó minden munkamenete megszűnt.';

/**
 * User administration (shell.md §7, business.md §7 Users): admins list, register, change and
 * delete; a user may read and change themself (src/server/policies/policies.ts). Errors:
 * USERS_ERRORS and COMMON_ERRORS; a refused rule answers 422 (RULES_ERRORS).
 */
export const USERS_API = {
  list: endpoint({
    summary: 'Lists users',
    description: 'Every user; with list parameters (page, size, sort, filter, q) the list contract.',
    response: listOrAllAnswer(userAnswer),
    method: 'GET',
    path: '/users',
  }),
  register: endpoint({
    summary: 'Creates a user',
    description: 'Creates one (201).',
    response: userSaveAnswer,
    method: 'POST',
    path: '/users/register',
    body: registerSchema,
    status: 201,
  }),
  bulk: gridBatchEndpoint('/users', 'users', userAnswer, bulkUpdateUsersSchema, 'users'),
  one: endpoint({
    summary: 'Reads a user',
    response: userAnswer,
    method: 'GET',
    path: '/users/:id',
  }),
  update: endpoint({
    summary: 'Changes a user',
    description: 'Changes the sent fields; `__v` (when sent) must be the stored version.',
    response: userSaveAnswer,
    method: 'PUT',
    path: '/users/:id',
    body: updateUserSchema,
  }),
  remove: deleteRowEndpoint('/users', 'user'),
  signOutEverywhere: endpoint({
    summary: 'Signs a user out everywhere',
    description: 'Revokes every session and token of the user (admins, or the user themself).',
    response: z.object({ message: z.string() }),
    method: 'POST',
    path: '/users/:id/sign-out-everywhere',
  }),
} as const;
