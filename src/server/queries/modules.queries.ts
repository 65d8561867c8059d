import type { Kysely } from 'kysely';
import { listModules, loadActiveModules } from '../db/repositories/modules.repository.ts';
import type { Database } from '../db/schema.ts';

/** The active modules and their configs (what every signed-in terminal loads once). */
export function activeModules(db: Kysely<Database>) {
  return loadActiveModules(db);
}

/** Every module with its state and config (the superadmin's module settings). */
export function allModules(db: Kysely<Database>) {
  return listModules(db);
}
