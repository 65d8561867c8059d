import type { PackingAlgorithm } from '../../core/config/enums.ts';
import type { FreightDetails } from '../../core/freights/freights.schemas.ts';
import { PALLET_SIZES, type PackingPlan } from '../../core/packing/packingModel.ts';
import { packTruck } from '../../core/packing/packTruck.ts';
import { palletsOfFreight } from '../../core/packing/palletsOfFreight.ts';

/**
 * The freight's packing plan: the one stored at planning, else (freights combined before plans
 * were stored, or whose cargo was edited without one) laid out now by the configured algorithm.
 */
export function packingPlanOf(details: FreightDetails, algorithm: PackingAlgorithm): PackingPlan {
  return details.packingPlan ?? packTruck(palletsOfFreight(details.freight, PALLET_SIZES), algorithm);
}
