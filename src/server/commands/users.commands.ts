import type { Kysely } from 'kysely';
import { withParams } from '../../core/errors/catalogue.ts';
import { COMMON_ERRORS } from '../../core/errors/messages.ts';
import { DEFAULT_USER_ROLE, inGroup, type Role } from '../../core/permissions/roles.ts';
import { passwordProblem } from '../../core/users/passwordPolicy.ts';
import { USERS_ERRORS } from '../../core/users/users.api.ts';
import type { BulkUpdateUsersInput, RegisterInput, UpdateUserInput } from '../../core/users/users.schemas.ts';
import type { AppServices } from '../appServices.ts';
import { isCommonPassword } from '../auth/commonPasswords.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../db/repositories/authSessions.repository.ts';
import { findTransporterById } from '../db/repositories/transporters.repository.ts';
import {
  bumpTokenVersion,
  deleteUser,
  findUserById,
  findUserByUsername,
  insertUser,
  type UserRecord,
  updateUser,
} from '../db/repositories/users.repository.ts';
import type { Database } from '../db/schema.ts';
import { recordEvent } from '../events/recordEvent.ts';
import {
  badRequest,
  conflictOn,
  duplicateRows,
  forbidden,
  notFound,
  staleVersion,
} from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { canSignOutUser, deleteUserRefusal, forbiddenUserChanges } from '../policies/users.policy.ts';
import { presentUser } from '../presenters/users.presenter.ts';
import { inTransaction } from './versionedCommands.ts';

/** 409 text for a name already in use (the spec shows none; ours). */
const usernameTaken = () => conflictOn('username', USERS_ERRORS.usernameTaken);
const emptyToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === '' ? null : v);

/** The transporter id a user of this role must (or must not) have. */
async function transporterFor(
  db: Kysely<Database>,
  role: Role,
  transporter: string | null | undefined,
): Promise<string | null> {
  // Only transporter roles belong to a carrier; for other roles the field is cleared.
  if (!inGroup(role, 'transporterRoles')) return null;
  if (!transporter) throw badRequest({ transporter: COMMON_ERRORS.required.message });
  const found = await findTransporterById(db, transporter);
  if (!found) throw badRequest({ transporter: USERS_ERRORS.unknownTransporter.message });
  return found.id;
}

/**
 * Logs a user change (never the password or its hash: a new password shows only as
 * passwordChanged). The user's transporter sees events of its own users.
 */
function logUser(
  db: Kysely<Database>,
  actor: Actor,
  event: { action: string; before: UserRecord | null; after: UserRecord | null; passwordChanged?: boolean },
) {
  const { action, before, after, passwordChanged = false } = event;
  return recordEvent(db, actor, {
    entity: 'user',
    entityId: (after ?? before)?.id ?? null,
    action,
    before: before && { ...presentUser(before), ...(passwordChanged && { passwordChanged: false }) },
    after: after && { ...presentUser(after), ...(passwordChanged && { passwordChanged: true }) },
    transporterId: (after ?? before)?.transporterId ?? null,
  });
}

/** 400 when the password breaks the policy (core/users/passwordPolicy.ts) for this user name. */
function checkPassword(password: string, username: string): void {
  const problem = passwordProblem(password, username, isCommonPassword);
  if (problem) throw badRequest({ password: problem });
}

/** Creates a user: default role logistics viewer (a superadmin only by a superadmin: the permission rules), unique name. */
export async function registerUser(
  services: AppServices,
  actor: Actor,
  input: RegisterInput,
): Promise<UserRecord> {
  const role = (input.role as Role | undefined) ?? DEFAULT_USER_ROLE;
  const transporterId = await transporterFor(services.db, role, input.transporter);
  checkPassword(input.password, input.username);
  if (await findUserByUsername(services.db, input.username)) {
    throw usernameTaken();
  }
  const passwordHash = await hashPassword(input.password);
  // Two registrations of one name at once: the unique index decides.
  return inTransaction(services, usernameTaken, async (trx) => {
    const saved = await insertUser(trx, {
      username: input.username,
      passwordHash,
      firstName: emptyToNull(input.firstName) ?? null,
      lastName: emptyToNull(input.lastName) ?? null,
      email: emptyToNull(input.email) ?? null,
      role,
      transporterId,
    });
    await logUser(trx, actor, { action: 'created', before: null, after: saved });
    return saved;
  });
}

/**
 * Changes a user with optimistic concurrency (`__v`). Admins change anything their rank allows;
 * a user changes their own names, e-mail and password only.
 */
export async function changeUser(
  services: AppServices,
  actor: Actor,
  id: string,
  input: UpdateUserInput,
): Promise<UserRecord> {
  const target = await findUserById(services.db, id);
  if (!target) throw notFound();
  const refused = forbiddenUserChanges(actor, target, input);
  if (Object.keys(refused).length > 0) throw forbidden(refused);
  if (input.__v !== undefined && input.__v !== target.version) {
    throw staleVersion();
  }
  const role = (input.role as Role | undefined) ?? target.role;
  const transporterId = await transporterFor(
    services.db,
    role,
    input.transporter !== undefined ? input.transporter : target.transporterId,
  );
  if (input.username !== undefined && input.username.toLowerCase() !== target.username.toLowerCase()) {
    const other = await findUserByUsername(services.db, input.username);
    if (other && other.id !== target.id) {
      throw usernameTaken();
    }
  }
  if (input.password !== undefined) checkPassword(input.password, input.username ?? target.username);
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined;
  // A new password, another role or a deactivation ends every session of the user (token version).
  const revokes =
    passwordHash !== undefined || role !== target.role || (input.active === false && target.active);
  return inTransaction(services, usernameTaken, async (trx) => {
    const updated = await updateUser(trx, id, target.version, {
      username: input.username,
      passwordHash,
      firstName: emptyToNull(input.firstName),
      lastName: emptyToNull(input.lastName),
      email: emptyToNull(input.email),
      role,
      transporterId,
      active: input.active,
      tokenVersion: revokes ? target.tokenVersion + 1 : undefined,
    });
    if (!updated) {
      // Changed (or deleted) between our read and the write.
      if (!(await findUserById(trx, id))) throw notFound();
      throw staleVersion();
    }
    const passwordChanged = passwordHash !== undefined;
    await logUser(trx, actor, { action: 'updated', before: target, after: updated, passwordChanged });
    return updated;
  });
}

/** Deletes a user (admins; never oneself, superadmins only by a superadmin). */
export async function removeUser(services: AppServices, actor: Actor, id: string): Promise<void> {
  const target = await findUserById(services.db, id);
  if (!target) throw notFound();
  const refusal = deleteUserRefusal(actor, target);
  if (refusal) throw forbidden(undefined, refusal);
  await services.db.transaction().execute(async (trx) => {
    if (!(await deleteUser(trx, id))) throw notFound();
    await logUser(trx, actor, { action: 'deleted', before: target, after: null });
  });
}

/** Ends every session of the user at once: their tokens stop working, refreshes are refused. */
export async function signOutEverywhere(services: AppServices, actor: Actor, id: string): Promise<void> {
  const target = await findUserById(services.db, id);
  if (!target) throw notFound();
  if (!canSignOutUser(actor, target)) throw forbidden();
  await services.db.transaction().execute(async (trx) => {
    await bumpTokenVersion(trx, id);
    await revokeUserSessions(trx, id, services.now());
  });
}

/**
 * Changes many users in ONE transaction, all-or-nothing: every row carries the version it was
 * read at; any stale row fails the whole batch with 409 naming the rows (details: id → message).
 */
export async function bulkChangeUsers(
  services: AppServices,
  actor: Actor,
  input: BulkUpdateUsersInput,
): Promise<UserRecord[]> {
  const ids = input.items.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw duplicateRows();
  return services.db.transaction().execute(async (trx) => {
    const stale: Record<string, string> = {};
    const saved: UserRecord[] = [];
    for (const item of input.items) {
      const target = await findUserById(trx, item.id);
      if (!target) throw notFound(withParams(COMMON_ERRORS.notFoundId, { id: item.id }));
      const refused = forbiddenUserChanges(actor, target, item.changes);
      if (Object.keys(refused).length > 0) throw forbidden({ [item.id]: Object.values(refused)[0] ?? '' });
      if (item.__v !== target.version) {
        stale[item.id] = COMMON_ERRORS.staleVersion.message;
        continue;
      }
      const role = (item.changes.role as Role | undefined) ?? target.role;
      const transporterId = await transporterFor(
        trx,
        role,
        item.changes.transporter !== undefined ? item.changes.transporter : target.transporterId,
      );
      const updated = await updateUser(trx, item.id, target.version, {
        firstName: emptyToNull(item.changes.firstName),
        lastName: emptyToNull(item.changes.lastName),
        email: emptyToNull(item.changes.email),
        role,
        transporterId,
        tokenVersion: role !== target.role ? target.tokenVersion + 1 : undefined,
      });
      if (!updated) stale[item.id] = COMMON_ERRORS.staleVersion.message;
      else {
        await logUser(trx, actor, { action: 'updated', before: target, after: updated });
        saved.push(updated);
      }
    }
    // Throwing inside the transaction rolls back every row already written.
    if (Object.keys(stale).length > 0) throw staleVersion(stale);
    return saved;
  });
}
