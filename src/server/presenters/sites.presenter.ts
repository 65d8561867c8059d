import type { Depot, Factory } from '../../core/sites/sites.schemas.ts';
import type { DepotRecord, FactoryRecord } from '../db/repositories/sites.repository.ts';

export const presentDepot = ({ version, ...d }: DepotRecord): Depot => ({ ...d, __v: version });
export const presentFactory = ({ version, ...f }: FactoryRecord): Factory => ({ ...f, __v: version });
