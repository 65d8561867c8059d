import { defineErrors } from '../errors/catalogue.ts';

/**
 * Refusals of the pickup edit calls (issue 14 item 7). The spec quotes no texts for them; the
 * sentences are worded as the freight ones (FREIGHT_ERRORS), naming the pickup.
 */
export const PICKUP_ERRORS = defineErrors('pickups', {
  statusNotAdjacent: 'Az átvétel státusza csak az előzőre vagy a következőre léptethető!',
  noNextStatus: 'Az átvétel már az utolsó státuszban van!',
  cancelledStatus: 'Lemondott átvétel státusza nem léptethető!',
  cancelNeedsClosure: 'Az átvétel lemondásához a rendelés lezárás modul szükséges!',
  cargoNotOnPickup: 'A megrendelés nem szerepel az átvételben!',
});

/** Success texts of cancel and reopen (business.md §8: 'Gyári átvét sikeresen lemondva!', '… sikeresen újranyitva!'). */
export const PICKUP_TEXTS = {
  cancelled: 'Gyári átvét sikeresen lemondva!',
  uncancelled: 'Gyári átvét sikeresen újranyitva!',
} as const;
