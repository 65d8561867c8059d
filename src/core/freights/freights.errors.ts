import { defineErrors } from '../errors/catalogue.ts';
import { COMMON_ERRORS } from '../errors/messages.ts';
import { PLANNER_MESSAGES } from '../planner/plannerMessages.ts';
import { TRANSPORTER_ERRORS } from '../transporters/transporters.errors.ts';

/**
 * Errors of planning orders into freights and pickups (process-orders, manual combination). The
 * spec names these refusals but quotes no texts; the sentences are ours.
 */
export const FREIGHT_ERRORS = defineErrors('freights', {
  notPlannable: 'Nem minden kijelölt megrendelés küldhető tervezésre!',
  orderNotFound: 'A megrendelés nem található!',
  wrongStatus: 'Csak új vagy törtfuvarban szereplő megrendelés tervezhető!',
  pickupOrder: 'Átvételes megrendelés nem tervezhető fuvarba!',
  deliveryOrder: 'Szállításos megrendelés nem tervezhető átvételbe!',
  noCoordinates: 'A megrendelés szállítási címének nincsenek koordinátái!',
  noDates: 'A megrendelés kiadási dátuma vagy várt határideje hiányzik!',
  factoryWithoutLocation:
    'A rendelés gyárának helye nem ismert: a raktárának nincs koordinátája, és a gyár címe sem található.',
  invalidDate: COMMON_ERRORS.invalidDate.message,
  // Freight edits (issue 14); the spec quotes no texts for these refusals.
  confirmationNeeded: COMMON_ERRORS.confirmationNeeded.message,
  statusNotAdjacent: 'A fuvar státusza csak az előzőre vagy a következőre léptethető!',
  noNextStatus: 'A fuvar már az utolsó státuszban van!',
  cancelledStatus: 'Lemondott fuvar státusza nem léptethető!',
  cancelNeedsClosure: 'A fuvar lemondásához a rendelés lezárás modul szükséges!',
  onlyTransporterShips: 'Kiszállított státuszt csak fuvarozó állíthat be!',
  finalizeNeedsModule: 'A fuvar véglegesítéséhez a véglegesítés modul szükséges!',
  notCancelled: 'Csak lemondott fuvar nyitható újra!',
  transporterNotFound: TRANSPORTER_ERRORS.notFound.message,
  unknownExternalId: 'Ismeretlen külső azonosító!',
  cargoNotOnFreight: 'A megrendelés nem szerepel a fuvarban!',
});

/** Manual-combination failures: code `planner.<key>`, the planner's own sentence (PLANNER_MESSAGES). */
export const PLANNER_ERRORS = defineErrors('planner', PLANNER_MESSAGES);

/** Success texts of the planning calls. */
export const FREIGHT_PLANNING_TEXTS = {
  queued: 'A megrendelések tervezésre várnak.',
  combined: 'A fuvar létrejött.',
  /** The spec names these successes without texts (business.md §8), worded as the pickup ones. */
  cancelled: 'Fuvar sikeresen lemondva!',
  uncancelled: 'Fuvar sikeresen újranyitva!',
} as const;
