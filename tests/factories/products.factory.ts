/** A product of the catalogue with harmless defaults and a fresh item id; pass what the test is about. */
export function buildProduct(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    itemId: `P-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    name: 'Falazóblokk',
    unit: 'db',
    kgPerUnit: 12.5,
    kgPerPallet: 900,
    unitPerPallet: 72,
    palletType: 'EUR',
    priority: 1,
    ...overrides,
  };
}
