import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import { isListQuery, listQuerySchema } from '../../core/list/listCall.schemas.ts';
import { bulkUpdateUsersSchema, registerSchema, updateUserSchema } from '../../core/users/users.schemas.ts';
import {
  bulkChangeUsers,
  changeUser,
  getUser,
  listAllUsers,
  listUsersByCall,
  registerUser,
  removeUser,
} from '../commands/users.commands.ts';
import { HttpError } from '../http/httpError.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';
import { presentUser } from '../presenters/users.presenter.ts';
import { enforceRules, RULES_REJECTED_MESSAGE } from '../rules/enforceRules.ts';

type IdParams = { Params: { id: string } };

/** User administration (shell.md §7, business.md §7 Users). */
export function registerUsersRoutes(app: FastifyInstance): void {
  app.post('/users/register', { config: { policy: POLICIES.admins } }, async (request, reply) => {
    const input = parseOr400(registerSchema, request.body);
    const { password: _password, ...facts } = input;
    await enforceRules('user', facts, { app, request });
    const user = await registerUser(app.services, request.actor, input);
    return reply.code(201).send({ message: SUCCESS_MESSAGES.registered, user: presentUser(user) });
  });

  // Plain GET answers every user as an array; with list-call parameters (page, size, sort,
  // filter, q) it answers {result, filteredCount, totalCount} (business.md §7).
  app.get('/users', { config: { policy: POLICIES.admins } }, async (request) => {
    const raw = (request.query ?? {}) as Record<string, unknown>;
    if (!isListQuery(raw)) return (await listAllUsers(app.services)).map(presentUser);
    const call = parseOr400(listQuerySchema, raw);
    const page = await listUsersByCall(app.services, call);
    return {
      result: page.rows.map(presentUser),
      filteredCount: page.filteredCount,
      totalCount: page.totalCount,
    };
  });

  // Bulk edit of the grid: one request, one transaction, all-or-nothing.
  app.patch('/users/bulk', { config: { policy: POLICIES.admins } }, async (request) => {
    const input = parseOr400(bulkUpdateUsersSchema, request.body);
    // The grid's save path runs the same rules as a single save, row by row; any refused row
    // refuses the whole batch (all-or-nothing) with details keyed by row id.
    const refused: Record<string, string> = {};
    let status = 422;
    for (const item of input.items) {
      const stored = await getUser(app.services, item.id);
      try {
        await enforceRules('user', item.changes, { app, request, current: currentFactsOf(stored) });
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        if (err.statusCode === 403) status = 403;
        refused[item.id] = Object.values(err.details ?? {})[0] ?? err.message;
      }
    }
    if (Object.keys(refused).length > 0) {
      throw new HttpError(
        status,
        status === 403 ? ERROR_MESSAGES.forbidden : RULES_REJECTED_MESSAGE,
        refused,
      );
    }
    const users = await bulkChangeUsers(app.services, request.actor, input);
    return { message: SUCCESS_MESSAGES.modified, users: users.map(presentUser) };
  });

  app.get<IdParams>('/users/:id', { config: { policy: POLICIES.adminsOrSelf } }, async (request) => {
    return presentUser(await getUser(app.services, request.params.id));
  });

  app.put<IdParams>('/users/:id', { config: { policy: POLICIES.adminsOrSelf } }, async (request) => {
    const input = parseOr400(updateUserSchema, request.body);
    // The user rules of the config mode, on the stored user with the changes on top (never the password).
    const stored = await getUser(app.services, request.params.id);
    const { password: _password, __v: _v, ...facts } = input;
    await enforceRules('user', facts, { app, request, current: currentFactsOf(stored) });
    const user = await changeUser(app.services, request.actor, request.params.id, input);
    return { message: SUCCESS_MESSAGES.modified, user: presentUser(user) };
  });

  app.delete<IdParams>('/users/:id', { config: { policy: POLICIES.admins } }, async (request) => {
    await removeUser(app.services, request.actor, request.params.id);
    return { message: 'A törlés sikeresen megtörtént.', id: request.params.id };
  });
}

/** The stored user as rule facts, the record a change is checked against. */
function currentFactsOf(stored: Awaited<ReturnType<typeof getUser>>): Record<string, unknown> {
  return {
    username: stored.username,
    firstName: stored.firstName,
    lastName: stored.lastName,
    email: stored.email,
    role: stored.role,
    transporter: stored.transporterId,
  };
}
