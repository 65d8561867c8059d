import type { UpdateBaseConfigInput } from '../../src/core/baseConfig/baseConfig.schemas.ts';

/** A valid change of the editable (non-superadmin) base-config fields. */
export function buildBaseConfigUpdate(overrides: Partial<UpdateBaseConfigInput> = {}): UpdateBaseConfigInput {
  return {
    deliveryInterval: 4,
    deliveryIntervalType: 'calendarDay',
    freightDeadlineWarningInterval: 1,
    transporterReplyDeadline: 12,
    unloadTimePerPallet: 1.5,
    transporterTimeSlotLimit: 3,
    openingHours: [
      { weekday: 1, from: '7:00', to: '19:00' },
      { weekday: 6, from: '8:00', to: '12:00' },
    ],
    lengthOfTimeSlot: 30,
    packingAlgorithm: 'rows-no-stacking',
    routingMethod: 'ECONOMY',
    ...overrides,
  };
}
