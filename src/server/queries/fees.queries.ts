import type { Kysely } from 'kysely';
import type { FreightCostDoc, PalletFeeDoc, WaypointCostDoc } from '../../core/fees/fees.schemas.ts';
import type { AppServices } from '../appServices.ts';
import {
  type FactoryScope,
  FREIGHT_COST_RECORDS,
  listFreightCosts,
} from '../db/repositories/fees.repository.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http/httpError.ts';

/** The freight-cost ranges of one factory (null: the default table), or of every table when none is named. */
export function freightCostDocs(db: Kysely<Database>, scope?: FactoryScope) {
  return listFreightCosts(db, scope);
}

/** One range or 404. */
export async function getFreightCost(services: AppServices, id: string): Promise<FreightCostDoc> {
  const found = await FREIGHT_COST_RECORDS.find(services.db, id);
  if (!found) throw notFound();
  return found;
}

/** One drop-off or pallet fee or 404. */
export async function getSimpleFee<D extends WaypointCostDoc | PalletFeeDoc>(
  services: AppServices,
  kind: { find(db: Kysely<Database>, id: string): Promise<D | undefined> },
  id: string,
): Promise<D> {
  const found = await kind.find(services.db, id);
  if (!found) throw notFound();
  return found;
}
