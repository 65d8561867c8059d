import { asListResult, type ListCall, toListQuery } from '../../../core/list/listCall.schemas.ts';
import { USERS_API } from '../../../core/users/users.api.ts';
import type { RegisterInput, UpdateUserInput, User } from '../../../core/users/users.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import type { BatchItem, GridAdapter } from '../../grid/gridTypes.ts';

/** The user list's DataGrid adapter: the list call of USERS_API.list, batches through USERS_API.bulk. */
export const usersAdapter: GridAdapter<User> = {
  entity: 'users',
  rowId: (u) => u.id,
  version: (u) => u.__v,
  // Asked with list parameters, the answer is always the list contract.
  list: async (call: ListCall, signal: AbortSignal) =>
    asListResult(await callApi(USERS_API.list, { query: toListQuery(call), signal })),
  saveBatch: async (items: BatchItem[]) => {
    const res = await callApi(USERS_API.bulk, {
      body: { items: items.map((i) => ({ id: i.id, __v: i.version, changes: i.changes })) },
      // The grid reports conflicts and refusals itself, next to the cells.
      errorMode: 'silent',
    });
    return res.users;
  },
};

export function createUser(input: RegisterInput): Promise<{ user: User }> {
  return callApi(USERS_API.register, { body: input, errorMode: 'silent' });
}

export function updateUser(id: string, input: UpdateUserInput): Promise<{ user: User }> {
  return callApi(USERS_API.update, { params: { id }, body: input, errorMode: 'silent' });
}

export function deleteUser(id: string): Promise<unknown> {
  return callApi(USERS_API.remove, { params: { id } });
}

/** Ends every session of the user (their tokens stop working at once); answers the server's message. */
export async function signOutEverywhere(id: string): Promise<string> {
  return (await callApi(USERS_API.signOutEverywhere, { params: { id } })).message;
}
