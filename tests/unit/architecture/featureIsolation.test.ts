import { describe, expect, it } from 'vitest';
import { describeEdge, importGraph } from './importGraph.ts';

// A feature folder is one business area of the terminal: it may import core and the shared web
// folders (grid, ui, commands, api …), never another feature, so areas can be added, moved or
// removed on their own (STYLE.md §2; Twenty enforces the same with a lint rule).
const featureOf = (file: string | null) => file?.match(/^src\/web\/features\/([^/]+)\//)?.[1];

/**
 * Known violations at the time this test was written (main 3989249), as `importer → imported`.
 * Most are the master-data framework living in features/vehicles, which is being moved to its own
 * shared folder; the rest are products' API and externalIds used by other areas. EMPTY THIS LIST as
 * they go: the test prints which entries are still needed and which are stale, and it fails on any
 * cross-feature import that is not listed here.
 */
const KNOWN_VIOLATIONS: readonly string[] = [
  'src/web/features/calendar/CalendarSettingsScreen.tsx → src/web/features/vehicles/MasterDataScreen.tsx',
  'src/web/features/calendar/CalendarSettingsScreen.tsx → src/web/features/vehicles/masterDataForm.ts',
  'src/web/features/calendar/CalendarSettingsScreen.tsx → src/web/features/vehicles/VehiclesScreen.tsx',
  'src/web/features/fees/feeSections.ts → src/web/features/products/productsApi.ts',
  'src/web/features/fees/feeSections.ts → src/web/features/vehicles/masterDataForm.ts',
  'src/web/features/fees/FreightFeesScreen.tsx → src/web/features/vehicles/MasterDataDialog.tsx',
  'src/web/features/fees/FreightFeesScreen.tsx → src/web/features/vehicles/MasterDataScreen.tsx',
  'src/web/features/fees/FreightFeesScreen.tsx → src/web/features/vehicles/VehiclesScreen.tsx',
  'src/web/features/fleet/FleetScreen.tsx → src/web/features/vehicles/MasterDataScreen.tsx',
  'src/web/features/fleet/FleetScreen.tsx → src/web/features/vehicles/masterDataForm.ts',
  'src/web/features/fleet/FleetScreen.tsx → src/web/features/vehicles/VehiclesScreen.tsx',
  'src/web/features/orders/orderColumns.ts → src/web/features/externalIds/externalIdColumns.ts',
  'src/web/features/orders/OrdersScreen.tsx → src/web/features/externalIds/useExternalIdColumns.ts',
  'src/web/features/products/productsApi.ts → src/web/features/vehicles/masterDataForm.ts',
  'src/web/features/products/ProductsScreen.tsx → src/web/features/vehicles/MasterDataDialog.tsx',
  'src/web/features/products/ProductsScreen.tsx → src/web/features/vehicles/masterDataForm.ts',
  'src/web/features/products/ProductsScreen.tsx → src/web/features/vehicles/VehiclesScreen.tsx',
  'src/web/features/settings/useExternalIdNamesDraft.ts → src/web/features/externalIds/externalIdNamesApi.ts',
  'src/web/features/settings/useExternalIdNamesDraft.ts → src/web/features/externalIds/state.ts',
  'src/web/features/sites/DepotDialog.tsx → src/web/features/vehicles/masterDataForm.ts',
  'src/web/features/sites/SitesScreen.tsx → src/web/features/vehicles/MasterDataScreen.tsx',
  'src/web/features/sites/SitesScreen.tsx → src/web/features/vehicles/masterDataForm.ts',
  'src/web/features/sites/SitesScreen.tsx → src/web/features/vehicles/VehiclesScreen.tsx',
  'src/web/features/transporters/TransportersScreen.tsx → src/web/features/vehicles/MasterDataScreen.tsx',
  'src/web/features/transporters/TransportersScreen.tsx → src/web/features/vehicles/masterDataForm.ts',
  'src/web/features/transporters/TransportersScreen.tsx → src/web/features/vehicles/VehiclesScreen.tsx',
];

describe('feature folders', () => {
  it('a feature imports no other feature (apart from the listed known violations)', () => {
    const crossing = importGraph().filter((e) => {
      const from = featureOf(e.from);
      const to = featureOf(e.target);
      return from !== undefined && to !== undefined && from !== to;
    });
    const pairs = new Set(crossing.map((e) => `${e.from} → ${e.target}`));
    const stillNeeded = KNOWN_VIOLATIONS.filter((v) => pairs.has(v));
    const stale = KNOWN_VIOLATIONS.filter((v) => !pairs.has(v));
    if (stillNeeded.length > 0)
      console.warn(
        `cross-feature imports still allowed (${stillNeeded.length}):\n  ${stillNeeded.join('\n  ')}`,
      );
    if (stale.length > 0)
      console.warn(
        `KNOWN_VIOLATIONS entries no longer needed, remove them (${stale.length}):\n  ${stale.join('\n  ')}`,
      );
    const known = new Set(KNOWN_VIOLATIONS);
    const fresh = crossing.filter((e) => !known.has(`${e.from} → ${e.target}`)).map(describeEdge);
    expect(fresh).toEqual([]);
  });
});
