import type { Kysely } from 'kysely';
import type { AppServices } from '../appServices.ts';
import {
  type DepotRecord,
  findDepot,
  findFactory,
  listDepots,
  listFactories,
} from '../db/repositories/sites.repository.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http/httpError.ts';
import { presentDepot, presentFactory } from '../presenters/sites.presenter.ts';

// Sites' reads for their routes (route → query → repository), presented as the API's documents.

/** Every depot as a document. */
export async function depotDocs(db: Kysely<Database>): Promise<ReturnType<typeof presentDepot>[]> {
  return (await listDepots(db)).map(presentDepot);
}

/** Every factory as a document. */
export async function factoryDocs(db: Kysely<Database>): Promise<ReturnType<typeof presentFactory>[]> {
  return (await listFactories(db)).map(presentFactory);
}

/** The docks of every depot (or of the one named), each with its depot's short name; one read. */
export async function dockDocs(db: Kysely<Database>, depotShortName: string | undefined) {
  return (await listDepots(db))
    .filter((d) => depotShortName === undefined || d.shortName === depotShortName)
    .flatMap((d) => d.docks.map((k) => ({ ...k, depotShortName: d.shortName })));
}

/** The depot's document, or undefined for an unknown id. */
export async function depotDoc(db: Kysely<Database>, id: string) {
  const found = await findDepot(db, id);
  return found && presentDepot(found);
}

/** The factory's document, or undefined for an unknown id. */
export async function factoryDoc(db: Kysely<Database>, id: string) {
  const found = await findFactory(db, id);
  return found && presentFactory(found);
}

export async function getDepot(services: AppServices, id: string): Promise<DepotRecord> {
  const found = await findDepot(services.db, id);
  if (!found) throw notFound();
  return found;
}
