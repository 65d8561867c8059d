import type { ListCall } from '../../core/list/listCall.schemas.ts';
import type { AppServices } from '../appServices.ts';
import {
  findUserById,
  listUsers,
  listUsersPage,
  type UserRecord,
} from '../db/repositories/users.repository.ts';
import { notFound } from '../http/httpError.ts';

/** Every user (admins). */
export function listAllUsers(services: AppServices): Promise<UserRecord[]> {
  return listUsers(services.db);
}

/** One user; the route policy already limits it to admins or the user themself. */
export async function getUser(services: AppServices, id: string): Promise<UserRecord> {
  const user = await findUserById(services.db, id);
  if (!user) throw notFound();
  return user;
}

/** A page of the user list under a list call (business.md §7). */
export async function listUsersByCall(services: AppServices, call: ListCall) {
  return listUsersPage(services.db, call);
}
