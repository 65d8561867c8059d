import type { FastifyInstance } from 'fastify';
import { SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import { isListQuery } from '../../core/list/listCall.schemas.ts';
import { SIGNED_OUT_EVERYWHERE_MESSAGE, USERS_API } from '../../core/users/users.api.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import {
  bulkChangeUsers,
  changeUser,
  registerUser,
  removeUser,
  signOutEverywhere,
} from '../commands/users.commands.ts';
import { listCallOf, queryOf } from '../http/listed.ts';
import { route, whenFound } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';
import { presentUser } from '../presenters/users.presenter.ts';
import { getUser, listAllUsers, listUsersByCall } from '../queries/users.queries.ts';
import { enforceRows } from '../rules/enforceRows.ts';
import { enforceRules } from '../rules/enforceRules.ts';

const admins = { policy: POLICIES.admins };
const adminsOrSelf = { policy: POLICIES.adminsOrSelf };

/** User administration (shell.md §7, business.md §7 Users). */
export function registerUsersRoutes(app: FastifyInstance): void {
  route(app, USERS_API.register, admins, async ({ body, actor, request }) => {
    const { password: _password, ...facts } = body;
    await enforceRules('user', facts, { app, request });
    const user = await registerUser(app.services, actor, body);
    return { message: SUCCESS_MESSAGES.registered, user: presentUser(user) };
  });

  // Plain GET answers every user as an array; with list-call parameters (page, size, sort,
  // filter, q) it answers {result, filteredCount, totalCount} (business.md §7).
  route(app, USERS_API.list, admins, async ({ request }) => {
    const raw = queryOf(request);
    if (!isListQuery(raw)) return (await listAllUsers(app.services)).map(presentUser);
    const call = listCallOf(request);
    const page = await listUsersByCall(app.services, call);
    return {
      result: page.rows.map(presentUser),
      filteredCount: page.filteredCount,
      totalCount: page.totalCount,
    };
  });

  // Bulk edit of the grid: one request, one transaction, all-or-nothing.
  route(app, USERS_API.bulk, admins, async ({ body, actor, request }) => {
    // The grid's save path runs the same rules as a single save, row by row; any refused row
    // refuses the whole batch (all-or-nothing) with details keyed by row id.
    const rows = [];
    for (const item of body.items) {
      const stored = await getUser(app.services, item.id);
      rows.push({ key: item.id, facts: item.changes, current: currentFactsOf(stored) });
    }
    await enforceRows('user', rows, { app, request });
    const users = await bulkChangeUsers(app.services, actor, body);
    return { message: SUCCESS_MESSAGES.modified, users: users.map(presentUser) };
  });

  route(app, USERS_API.one, adminsOrSelf, async ({ params }) =>
    presentUser(await getUser(app.services, params.id)),
  );

  const roundTrip = {
    current: ({ params }: { params: { id: string } }) =>
      whenFound(async () => presentUser(await getUser(app.services, params.id))),
    unchanged: (user: ReturnType<typeof presentUser>) => ({ message: SUCCESS_MESSAGES.modified, user }),
  };
  route(app, USERS_API.update, { ...adminsOrSelf, roundTrip }, async ({ body, params, actor, request }) => {
    // The user rules of the config mode, on the stored user with the changes on top (never the password).
    const stored = await getUser(app.services, params.id);
    const { password: _password, __v: _v, ...facts } = body;
    await enforceRules('user', facts, { app, request, current: currentFactsOf(stored) });
    const user = await changeUser(app.services, actor, params.id, body);
    return { message: SUCCESS_MESSAGES.modified, user: presentUser(user) };
  });

  route(app, USERS_API.signOutEverywhere, adminsOrSelf, async ({ params, actor }) => {
    await signOutEverywhere(app.services, actor, params.id);
    return { message: SIGNED_OUT_EVERYWHERE_MESSAGE };
  });

  route(app, USERS_API.remove, admins, async ({ params, actor }) => {
    await removeUser(app.services, actor, params.id);
    return { message: SUCCESS_MESSAGES.deleted, id: params.id };
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
    active: stored.active,
  };
}

export const USERS_AREA = defineServerArea({
  name: 'users',
  routes: registerUsersRoutes,
});
