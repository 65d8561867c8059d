import type {
  CreateDepotInput,
  CreateFactoryInput,
  UpdateDepotInput,
  UpdateFactoryInput,
} from '../../core/sites/sites.schemas.ts';
import type { AppServices } from '../appServices.ts';
import {
  type DepotRecord,
  deactivateFactoriesOf,
  type FactoryRecord,
  findDepot,
  findDepotByShortName,
  findFactory,
  insertDepot,
  insertFactory,
  replaceDocks,
  updateDepot,
  updateFactory,
} from '../db/repositories/sites.repository.ts';
import { badRequest, conflict, notFound } from '../http/httpError.ts';
import { isUniqueViolation, STALE_VERSION_MESSAGE } from './users.commands.ts';

export const DEPOT_TAKEN_MESSAGE = 'Ilyen rövid nevű depó már létezik!';
export const FACTORY_TAKEN_MESSAGE = 'Ilyen rövid nevű gyár már létezik!';
export const UNKNOWN_DEPOT_MESSAGE = 'Ismeretlen depó!';
const stale = () => conflict(STALE_VERSION_MESSAGE, { __v: STALE_VERSION_MESSAGE });

export async function getDepot(services: AppServices, id: string): Promise<DepotRecord> {
  const found = await findDepot(services.db, id);
  if (!found) throw notFound();
  return found;
}

export async function createDepot(services: AppServices, input: CreateDepotInput): Promise<DepotRecord> {
  try {
    const id = await services.db.transaction().execute(async (trx) => {
      const { docks, ...values } = input;
      const newId = await insertDepot(trx, values);
      await replaceDocks(trx, newId, docks);
      return newId;
    });
    return getDepot(services, id);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DEPOT_TAKEN_MESSAGE, { shortName: DEPOT_TAKEN_MESSAGE });
    throw err;
  }
}

/**
 * Changes a depot; `docks` (when sent) is the whole new list. Deactivating a depot deactivates its
 * factories; reactivating it leaves them as they are (business.md §5).
 */
export async function changeDepot(
  services: AppServices,
  id: string,
  input: UpdateDepotInput,
): Promise<DepotRecord> {
  const target = await getDepot(services, id);
  const { __v, docks, ...values } = input;
  if (__v !== undefined && __v !== target.version) throw stale();
  if (docks) {
    const known = new Set(target.docks.map((d) => d.id));
    const foreign = docks.find((d) => d.id && !known.has(d.id));
    if (foreign) throw badRequest({ docks: 'Ismeretlen rámpa!' });
  }
  try {
    await services.db.transaction().execute(async (trx) => {
      if (!(await updateDepot(trx, id, target.version, values))) throw stale();
      if (docks) await replaceDocks(trx, id, docks);
      if (values.isActive === false && target.isActive) {
        await deactivateFactoriesOf(trx, values.shortName ?? target.shortName);
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DEPOT_TAKEN_MESSAGE, { shortName: DEPOT_TAKEN_MESSAGE });
    throw err;
  }
  return getDepot(services, id);
}

async function checkDepot(services: AppServices, depotShortName: string | undefined) {
  if (depotShortName === undefined) return;
  if (!(await findDepotByShortName(services.db, depotShortName))) {
    throw badRequest({ depotShortName: UNKNOWN_DEPOT_MESSAGE });
  }
}

export async function createFactory(
  services: AppServices,
  input: CreateFactoryInput,
): Promise<FactoryRecord> {
  await checkDepot(services, input.depotShortName);
  try {
    return await insertFactory(services.db, input);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(FACTORY_TAKEN_MESSAGE, { shortName: FACTORY_TAKEN_MESSAGE });
    throw err;
  }
}

export async function changeFactory(
  services: AppServices,
  id: string,
  input: UpdateFactoryInput,
): Promise<FactoryRecord> {
  const target = await findFactory(services.db, id);
  if (!target) throw notFound();
  const { __v, ...values } = input;
  if (__v !== undefined && __v !== target.version) throw stale();
  await checkDepot(services, values.depotShortName);
  try {
    const updated = await updateFactory(services.db, id, target.version, values);
    if (!updated) throw stale();
    return updated;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(FACTORY_TAKEN_MESSAGE, { shortName: FACTORY_TAKEN_MESSAGE });
    throw err;
  }
}
