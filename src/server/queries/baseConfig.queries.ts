import type { AppServices } from '../appServices.ts';
import { type BaseConfigRecord, getBaseConfig } from '../db/repositories/baseConfig.repository.ts';
import { notFound } from '../http/httpError.ts';

/** The stored base config (created by seeding, so always present in a started server). */
export async function readBaseConfig(services: AppServices): Promise<BaseConfigRecord> {
  const record = await getBaseConfig(services.db);
  if (!record) throw notFound();
  return record;
}
