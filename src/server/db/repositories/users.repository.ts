import { type Kysely, sql } from 'kysely';
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
import type { Database } from '../schema.ts';
import { deleteById, findRow, insertRow, updateVersioned, versionedTable } from '../versionedTable.ts';

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
  /** Tokens carry it; bumping it revokes every token of the user at once. */
  tokenVersion: number;
  /** A deactivated user keeps its history but cannot sign in. */
  active: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Column values of a new or changed user: the record's own fields, token version and active optional. */
export type UserValues = Pick<
  UserRecord,
  'username' | 'passwordHash' | 'firstName' | 'lastName' | 'email' | 'role' | 'transporterId'
> &
  Partial<Pick<UserRecord, 'tokenVersion' | 'active'>>;

/** The users table: record fields ↔ columns. */
const USERS = versionedTable(
  'users',
  {
    username: 'username',
    passwordHash: 'password_hash',
    firstName: 'first_name',
    lastName: 'last_name',
    email: 'email',
    role: 'role',
    transporterId: 'transporter_id',
    tokenVersion: 'token_version',
    active: 'active',
  },
  (row, fields): UserRecord => ({
    id: row.id,
    ...fields,
    role: row.role,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
);

/** A users row (or a join's users columns) as a record. */
export const userOfRow = USERS.toRecord;

/** The user with this id, if any. */
export function findUserById(db: Kysely<Database>, id: string): Promise<UserRecord | undefined> {
  return findRow(db, USERS, id);
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
  return row && USERS.toRecord(row);
}

/** Every user, by user name. */
export async function listUsers(db: Kysely<Database>): Promise<UserRecord[]> {
  const rows = await db.selectFrom('users').selectAll().orderBy(sql`lower(username)`).execute();
  return rows.map(USERS.toRecord);
}

/** Inserts a user; a taken name fails with the unique-violation code 23505. */
export function insertUser(db: Kysely<Database>, values: UserValues): Promise<UserRecord> {
  return insertRow(db, USERS, values);
}

/**
 * Applies the change only while the stored version equals `expectedVersion`, and bumps it.
 * Returns undefined when no row matched (unknown id or a concurrent change).
 */
export function updateUser(
  db: Kysely<Database>,
  id: string,
  expectedVersion: number,
  values: Partial<UserValues>,
): Promise<UserRecord | undefined> {
  return updateVersioned(db, USERS, id, expectedVersion, values);
}

/** Revokes every token of the user (not a change of the user document: `version` stays). */
export async function bumpTokenVersion(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('users').set({ token_version: sql`token_version + 1` }).where('id', '=', id).execute();
}

/** Replaces the password hash (an old scheme rehashed at sign-in; the password itself is unchanged). */
export async function replacePasswordHash(
  db: Kysely<Database>,
  id: string,
  oldHash: string,
  newHash: string,
) {
  await db
    .updateTable('users')
    .set({ password_hash: newHash })
    .where('id', '=', id)
    .where('password_hash', '=', oldHash)
    .execute();
}

/** Deletes the user; false when there was none. */
export function deleteUser(db: Kysely<Database>, id: string): Promise<boolean> {
  return deleteById(db, USERS, id);
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
  return { rows: rows.map(USERS.toRecord), ...counts };
}
