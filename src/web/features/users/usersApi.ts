import { type ListCall, type ListResult, toListQuery } from '../../../core/list/listCall.schemas.ts';
import type { RegisterInput, UpdateUserInput, User } from '../../../core/users/users.schemas.ts';
import { apiRequest } from '../../api/http.ts';
import type { BatchItem, GridAdapter } from '../../grid/gridTypes.ts';

/** The user list's DataGrid adapter: list call on GET /users, batches on PATCH /users/bulk. */
export const usersAdapter: GridAdapter<User> = {
  entity: 'users',
  rowId: (u) => u.id,
  version: (u) => u.__v,
  list: (call: ListCall, signal: AbortSignal) =>
    apiRequest<ListResult<User>>('GET', '/users', { query: toListQuery(call), signal }),
  saveBatch: async (items: BatchItem[]) => {
    const res = await apiRequest<{ users: User[] }>('PATCH', '/users/bulk', {
      body: { items: items.map((i) => ({ id: i.id, __v: i.version, changes: i.changes })) },
      // The grid reports conflicts and refusals itself, next to the cells.
      errorMode: 'silent',
    });
    return res.users;
  },
};

export function createUser(input: RegisterInput): Promise<{ user: User }> {
  return apiRequest('POST', '/users/register', { body: input, errorMode: 'silent' });
}

export function updateUser(id: string, input: UpdateUserInput): Promise<{ user: User }> {
  return apiRequest('PUT', `/users/${encodeURIComponent(id)}`, { body: input, errorMode: 'silent' });
}

export function deleteUser(id: string): Promise<unknown> {
  return apiRequest('DELETE', `/users/${encodeURIComponent(id)}`);
}
