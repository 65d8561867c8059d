import type { ListCall } from '../../core/list/listCall.schemas.ts';
import type { Offer } from '../../core/offers/offers.schemas.ts';
import type { AppServices } from '../appServices.ts';
import { listOffersPage, type OfferScope } from '../db/repositories/offers.repository.ts';
import { FREIGHT_RECORDS, findRecordsInScope } from '../db/repositories/truckJobRecords.repository.ts';
import type { Actor } from '../policies/actor.ts';

/** GET /api/offers: one page in the caller's scope (a transporter user only theirs). */
export async function listOffers(
  services: AppServices,
  actor: Actor,
  call: ListCall,
  filters: { open?: 'true' | 'false' | undefined; freightId?: string | undefined },
): Promise<{ result: Offer[]; filteredCount: number; totalCount: number }> {
  let freightUuid: string | undefined;
  if (filters.freightId) {
    const [freight] = await findRecordsInScope(services.db, FREIGHT_RECORDS, allFreights, [
      filters.freightId,
    ]);
    if (!freight) return { result: [], filteredCount: 0, totalCount: 0 };
    freightUuid = freight.id;
  }
  const page = await listOffersPage(services.db, scopeOf(actor), call, {
    ...(filters.open === 'true' && { openAt: services.now() }),
    ...(freightUuid && { freightUuid }),
  });
  return { result: page.rows, filteredCount: page.filteredCount, totalCount: page.totalCount };
}

/** The offers the actor sees: a transporter's users their own, staff all. */
export const scopeOf = (actor: Actor): OfferScope => ({ transporterId: actor.transporterId });

/** The scope that sees every freight (the planners' side of an offer). */
export const allFreights = { transporterId: null };
