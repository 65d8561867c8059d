import type { ExternalIdName } from '../../src/core/externalIds/externalIdNames.schemas.ts';

/** An external id name with harmless defaults; pass what the test is about. */
export function buildExternalIdName(overrides: Partial<ExternalIdName> = {}): ExternalIdName {
  return {
    name: 'orderNr',
    displayName: 'Rendelésszám',
    main: false,
    rolesAllowedToEdit: ['admin'],
    freightFilter: false,
    orderFilter: true,
    ...overrides,
  };
}
