import type { EventDoc, EventFilters } from '../../core/events/events.schemas.ts';
import type { ListCall, ListResult } from '../../core/list/listCall.schemas.ts';
import { inGroup } from '../../core/permissions/roles.ts';
import type { AppServices } from '../appServices.ts';
import { type EventScope, findEvent, listEventsPage } from '../db/repositories/events.repository.ts';
import { notFound } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';

// Events are read only (route → query → repository); their writes are each area's own.

/** No transporter matches this id, so a transporter user without a carrier sees nothing. */
const NO_TRANSPORTER = '00000000-0000-0000-0000-000000000000';

/**
 * Whose events the caller sees (business.md §6): staff with accessEvents see every event; a
 * transporter-role user only events concerning their own transporter (see EventScope).
 */
export function eventScopeOf(actor: Actor): EventScope {
  if (!inGroup(actor.role, 'transporterRoles')) return { kind: 'all' };
  return { kind: 'transporter', transporterId: actor.transporterId ?? NO_TRANSPORTER };
}

/** GET /api/events: one page of the caller's events. */
export async function listEvents(
  services: AppServices,
  actor: Actor,
  call: ListCall,
  filters: EventFilters,
): Promise<ListResult<EventDoc>> {
  const page = await listEventsPage(services.db, eventScopeOf(actor), call, filters);
  return { result: page.rows, filteredCount: page.filteredCount, totalCount: page.totalCount };
}

/** GET /api/events/details/{id}: one event with its changes; another transporter's is a 404. */
export async function getEvent(services: AppServices, actor: Actor, id: string): Promise<EventDoc> {
  const found = await findEvent(services.db, eventScopeOf(actor), id);
  if (!found) throw notFound();
  return found;
}
