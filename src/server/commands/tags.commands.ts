import type { Kysely } from 'kysely';
import { type CreateTagInput, TAG_ERRORS } from '../../core/tags/tags.api.ts';
import type { AppServices } from '../appServices.ts';
import {
  findTag,
  insertTag,
  listTags,
  type TagRecord,
  updateTag,
} from '../db/repositories/tags.repository.ts';
import type { Database } from '../db/schema.ts';
import { type RecordChange, recordChange } from '../events/recordEvent.ts';
import { conflictOn } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { presentVersioned } from '../presenters/presentVersioned.ts';
import { createVersioned, type VersionedRecords } from './versionedCommands.ts';

export const TAGS = {
  find: findTag,
  insert: insertTag,
  update: updateTag,
  list: listTags,
  log: (db: Kysely<Database>, actor: Actor, change: RecordChange<TagRecord>) =>
    recordChange(db, actor, 'tag', change, { present: presentVersioned }),
  taken: () => conflictOn('name', TAG_ERRORS.taken),
} satisfies VersionedRecords<TagRecord, CreateTagInput, { name?: string }>;

export const createTag = (services: AppServices, actor: Actor, input: CreateTagInput) =>
  createVersioned(services, actor, TAGS, input);
