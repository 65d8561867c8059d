import { defineErrors } from '../errors/catalogue.ts';
import { PLANNER_MESSAGES } from '../planner/plannerMessages.ts';

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
  invalidDate: 'Érvénytelen dátum!',
});

/** Manual-combination failures: code `planner.<key>`, the planner's own sentence (PLANNER_MESSAGES). */
export const PLANNER_ERRORS = defineErrors('planner', PLANNER_MESSAGES);

/** Success texts of the planning calls. */
export const FREIGHT_PLANNING_TEXTS = {
  queued: 'A megrendelések tervezésre várnak.',
  combined: 'A fuvar létrejött.',
} as const;
