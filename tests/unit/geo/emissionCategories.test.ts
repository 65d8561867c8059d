import { describe, expect, it } from 'vitest';
import { ENUMS } from '../../../src/core/config/enums.ts';
import { routeRequestSchema } from '../../../src/core/geo/routePlanner.schemas.ts';
import { EURO_CATEGORIES } from '../../../src/core/geo/vehicle.ts';
import tolls from '../../../src/server/geo/tables/hugo-tolls.json' with { type: 'json' };

const EURO = ['EURO0', 'EURO1', 'EURO2', 'EURO3', 'EURO4', 'EURO5', 'EURO6', 'LOW_EMISSION'];

describe('one list of truck emission categories', () => {
  it('GET /api/config serves the spec names, the route planner HU-GO names', () => {
    expect(ENUMS.truckEmissionCategory).toEqual([...EURO, 'NO_EMISSION']);
    expect(EURO_CATEGORIES).toEqual([...EURO, 'ZERO_EMISSION']);
  });

  it('the route planner accepts exactly the HU-GO names', () => {
    const parse = (euroCategory: string) =>
      routeRequestSchema.safeParse({ waypoints: [], euroCategory }).success;
    expect(parse('ZERO_EMISSION')).toBe(true);
    expect(parse('NO_EMISSION')).toBe(false);
  });

  it('every toll category prices every class', () => {
    for (const [name, c] of Object.entries(tolls.categories)) {
      expect(Object.keys(c.airPollution), name).toEqual([...EURO_CATEGORIES]);
      expect(Object.keys(c.co2), name).toEqual([...EURO_CATEGORIES]);
    }
  });
});
