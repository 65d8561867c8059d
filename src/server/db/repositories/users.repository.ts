import { type Kysely, type Selectable, sql } from 'kysely';
import type { ListCall } from '../../../core/list/listCall.schemas.ts';
import type { Role } from '../../../core/permissions/roles.ts';
import {
  type ListColumn,
  type ListSpec,
  listCounts,
  lowerText,
  orderListPage,
  whereListCall,
} from '../listQuery.ts';
import type { Database, UsersTable } from '../schema.ts';

/** A stored user, camelCase; carries the password hash, so never send it as is. */
export interface UserRecord {
  id: string;
  username: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role: Role;
  transporterId: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Column values of a new or changed user. */
export interface UserValues {
  username: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role: Role;
  transporterId: string | null;
}

// Ids arrive from URLs; anything that is not a uuid cannot exist and must not reach a uuid cast.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** True when the text can be a row id (all our ids are uuids). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

function toRecord(row: Selectable<UsersTable>): UserRecord {
  return {
    id: row.id,
    username: row.username,
    passwordHash: row.password_hash,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role as Role,
    transporterId: row.transporter_id,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toColumns(values: Partial<UserValues>) {
  return {
    ...(values.username !== undefined && { username: values.username }),
    ...(values.passwordHash !== undefined && { password_hash: values.passwordHash }),
    ...(values.firstName !== undefined && { first_name: values.firstName }),
    ...(values.lastName !== undefined && { last_name: values.lastName }),
    ...(values.email !== undefined && { email: values.email }),
    ...(values.role !== undefined && { role: values.role }),
    ...(values.transporterId !== undefined && { transporter_id: values.transporterId }),
  };
}

/** The user with this id, if any. */
export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** The user with this name, ignoring case. */
export async function findUserByUsername(
  db: Kysely<Database>,
  username: string,
): Promise<UserRecord | undefined> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row && toRecord(row);
}

/** Every user, by user name. */
export async function listUsers(db: Kysely<Database>): Promise<UserRecord[]> {
  const rows = await db.selectFrom('users').selectAll().orderBy(sql`lower(username)`).execute();
  return rows.map(toRecord);
}

/** Inserts a user; a taken name fails with the unique-violation code 23505. */
export async function insertUser(db: Kysely<Database>, values: UserValues): Promise<UserRecord> {
  const row = await db
    .insertInto('users')
    .values({
      username: values.username,
      password_hash: values.passwordHash,
      first_name: values.firstName,
      last_name: values.lastName,
      email: values.email,
      role: values.role,
      transporter_id: values.transporterId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

/**
 * Applies the change only while the stored version equals `expectedVersion`, and bumps it.
 * Returns undefined when no row matched (unknown id or a concurrent change).
 */
export async function updateUser(
  db: Kysely<Database>,
  id: string,
  expectedVersion: number,
  values: Partial<UserValues>,
): Promise<UserRecord | undefined> {
  const row = await db
    .updateTable('users')
    .set({ ...toColumns(values), version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('version', '=', expectedVersion)
    .returningAll()
    .executeTakeFirst();
  return row && toRecord(row);
}

/** Deletes the user; false when there was none. */
export async function deleteUser(db: Kysely<Database>, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** How many users there are (seeding checks it). */
export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const text = (column: string): ListColumn => ({ column, sort: 'lowerText' });

/** The users list (business.md §7): text columns, case-insensitive sorts, user name then id ties. */
const USERS_LIST: ListSpec = {
  columns: {
    username: text('username'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    role: text('role'),
  },
  quickFilter: ['username', 'first_name', 'last_name', 'email'].map((c) => lowerText(sql.ref(c))),
  tieBreak: () => [
    [sql`lower(username)`, 'asc'],
    [sql.ref('id'), 'asc'],
  ],
};

/** One page of users under a list call (business.md §7): sort, column filters, quick filter; size -1 = all. */
export async function listUsersPage(
  db: Kysely<Database>,
  call: ListCall,
): Promise<{ rows: UserRecord[]; filteredCount: number; totalCount: number }> {
  const base = db.selectFrom('users');
  const query = whereListCall(base, USERS_LIST, call);
  const [counts, rows] = await Promise.all([
    listCounts(base, query),
    orderListPage(query.selectAll(), USERS_LIST, call).execute(),
  ]);
  return { rows: rows.map(toRecord), ...counts };
}
