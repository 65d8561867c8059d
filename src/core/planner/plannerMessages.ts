/**
 * Hungarian failure texts of planning and manual combination (business.md §8). The spec names
 * the cases but does not quote the texts; these sentences are ours. Keys are the processing
 * statuses of business.md §4, plus differentFactories (a freight starts at one factory).
 */
export const PLANNER_MESSAGES = {
  doesNotFit: 'A kiválasztott rendelések nem férnek fel egy járműre.',
  orderDoesNotFit: 'A rendelés egyetlen raklapja sem fér fel egyik megengedett járműre sem.',
  noOverlappingDeliveryDates: 'A kiválasztott rendelések szállítási időablakai nem fedik egymást.',
  noWorkdayInWindow: 'A rendelés szállítási időablakában nincs munkanap.',
  tooManyWaypoints:
    'Egy fuvarban legfeljebb {max} egyedi lerakodási pont lehet, a kiválasztásban {count} van.',
  routeNotFound: 'Nem található útvonal a gyár és a lerakodási pontok között.',
  noVehicle: 'A megadott járművek nem tudják teljesíteni a rendelést.',
  noVehicleAvailable: 'A szállítási időablakban nincs szabad megfelelő jármű.',
  orderCoverageError: 'A létrehozott fuvarok nem fednék le pontosan a feldolgozott rendeléseket.',
  differentFactories:
    'A kiválasztott rendelések különböző gyárakból indulnak, egy fuvarba nem vonhatók össze.',
  unknownFactory: 'A rendelés gyára nem ismert.',
  nothingSelected: 'Nincs kiválasztott rendelés.',
} as const;

/** Fills {name} placeholders of a message. */
export function formatMessage(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}
